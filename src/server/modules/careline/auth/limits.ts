import type { Db } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { carelineErrors, carelineRefusalCodes } from '../../../../shared/contract/careline';
import { writeAudit } from '../../audit/store';
import { countFailures, insertFailure, oldestFailure } from './store';

/**
 * Failed sign-ins and refused tokens (ASVS 2.2.1): a staff account is worth far more than a member's,
 * so guessing stops instead of slowing. Past ACCOUNT_LIMIT failures in the window an account's
 * password sign-ins are refused until the window moves on; its passkeys, which cannot be guessed,
 * still sign in. Past ADDRESS_LIMIT an address is refused everything but a valid session.
 * Every failure is audited, and so is the one that reaches a limit.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

function limited(message: string, retryAt: Date | undefined, now: Date): ApiError {
  const retryAfter = retryAt ? Math.max(1, Math.ceil((retryAt.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000)) : Math.ceil(FAILURE_WINDOW_MS / 1000);
  return new ApiError(429, message, { reason: carelineRefusalCodes.signInLimited, retry_after: retryAfter });
}

/** Refuses a try from an address (and, when named, for an account) past its limit. */
export async function assertNotLimited(db: Db, who: { ip: string; email?: string }, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  if ((await countFailures(db, 'ip', who.ip, since)) >= ADDRESS_LIMIT) {
    throw limited(who.email === undefined ? carelineErrors.tokensLimited : carelineErrors.signInLimited, await oldestFailure(db, 'ip', who.ip, since), now);
  }
  if (who.email !== undefined && (await countFailures(db, 'email', who.email, since)) >= ACCOUNT_LIMIT) {
    throw limited(carelineErrors.signInLimited, await oldestFailure(db, 'email', who.email, since), now);
  }
}

/** Records and audits a failure: a sign-in (`email` the one tried, if any) or a refused token (`email` null). */
export async function recordFailure(db: Db, failure: { email: string | null; ip: string; method: string; reason: string }, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  await insertFailure(db, { email: failure.email, ip: failure.ip, created_at: now });
  const subject = failure.email ? `careline:${failure.email}` : null;
  const action = failure.email === null && failure.method === 'token' ? 'careline.token_refused' : 'careline.sign_in_failed';
  await writeAudit(db, { actor: 'system', action, subject, details: { ip: failure.ip, method: failure.method, reason: failure.reason }, at: now });
  if (failure.email && (await countFailures(db, 'email', failure.email, since)) === ACCOUNT_LIMIT) {
    await writeAudit(db, { actor: 'system', action: 'careline.sign_in_limited', subject, details: { ip: failure.ip, limit: 'account' }, at: now });
  }
  if ((await countFailures(db, 'ip', failure.ip, since)) === ADDRESS_LIMIT) {
    await writeAudit(db, { actor: 'system', action: 'careline.sign_in_limited', subject: null, details: { ip: failure.ip, limit: 'address' }, at: now });
  }
}
