/** The errors endpoint the web app's log transport posts to (spec section 7). */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/content';

export const errorReportPaths = {
  clientErrors: '/api/client-errors',
} as const;

export { clientErrorLimits, clientErrorSources, type ClientErrorSource } from './errorReportLimits';

/** One thing that went wrong in a member's browser. */
export type ClientErrorEntry = Static<typeof S.ClientErrorEntry>;

/** Body of POST /api/client-errors (JSON). */
export type ClientErrorReport = Static<typeof S.ClientErrorReport>;

/** `result` of POST /api/client-errors with 200. */
export type ClientErrorReceipt = Static<typeof S.ClientErrorReceipt>;

export const clientErrorMessages = {
  tooLarge: 'The error report is too large',
  noEntries: 'entries must hold at least one error',
} as const;

/**
 * Removes what must never reach a log or a support file from free text: bearer tokens, JWTs and
 * secret-looking query parameters (`?token=`, `access_token=`). Both sides run it.
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [redacted]')
    .replace(/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[redacted]')
    .replace(/([?&;\s]?[\w-]*(?:token|password|secret|captcha)[\w-]*=)[^&#\s"']*/gi, '$1[redacted]');
}
