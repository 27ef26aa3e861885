/**
 * The app's own upkeep: the build file it compares itself with (spec section 4, 'a newer build is
 * detected from a meta file') and the errors endpoint its log transport posts to (spec section 7).
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/content';

export const housekeepingPaths = {
  /** Written by the build next to index.html; never cached. */
  buildMeta: '/meta.json',
  clientErrors: '/api/client-errors',
} as const;

/** The server's own: its health check and its API documentation (an OpenAPI 3.1 document and the page reading it). */
export const serverPaths = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;

/** /meta.json as webpack's BuildMetaPlugin writes it. */
export interface BuildMeta {
  buildId: string;
  /** ISO instant of the build. */
  builtAt: string;
}

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
