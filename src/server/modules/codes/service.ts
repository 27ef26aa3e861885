import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { CodePurpose, OneTimeCode } from '../../db/schema';
import { randomToken, sha256 } from '../../adapters/tokens';
import { ApiError } from '../../http/errors';
import { accountErrors } from '../../../shared/contract/accounts';
import type { Language } from '../../../shared/language';
import { serverText } from '../../../shared/serverTexts';
import { insertCode, markCodeUsed, recordWrongTry, sendTimesSince, voidLiveCodes, type CodeOwner } from './store';

/** domain.md, 'One-time codes'. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const RESEND_INTERVAL_MS = 180 * 1000;
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

function codeHash(secret: string, purpose: CodePurpose, mobileNumber: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${mobileNumber}:${code}`).digest('hex');
}

/** 429 unless a code may be sent to the number now: one per 180 seconds, five per hour. */
export async function assertMaySend(db: Db, mobileNumber: string, now: Date): Promise<void> {
  const sent = await sendTimesSince(db, mobileNumber, new Date(now.getTime() - HOUR_MS));
  const retryAfter = (until: number) => ({ retry_after: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) });
  if (sent.length > 0 && now.getTime() - sent[0].getTime() < RESEND_INTERVAL_MS) {
    throw new ApiError(429, accountErrors.sendTooSoon, retryAfter(sent[0].getTime() + RESEND_INTERVAL_MS));
  }
  if (sent.length >= SENDS_PER_HOUR) {
    throw new ApiError(429, accountErrors.sendLimit, retryAfter(sent[SENDS_PER_HOUR - 1].getTime() + HOUR_MS));
  }
}

export interface IssuedCode {
  code: string;
  /** Reset codes: the token the browser sends back with the code. */
  resetToken: string | null;
}

/**
 * Makes a new code for a member (reset) or a registration attempt within the number's send limits;
 * the owner's earlier live codes of the same purpose stop working. Only hashes are stored. Sending
 * the SMS is the caller's, after its transaction commits.
 */
export async function issueCode(
  db: Db,
  secret: string,
  target: { owner: CodeOwner; mobileNumber: string; purpose: CodePurpose },
  now: Date,
): Promise<IssuedCode> {
  await assertMaySend(db, target.mobileNumber, now);
  await voidLiveCodes(db, target.owner, target.purpose, now);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const resetToken = target.purpose === 'reset' ? randomToken() : null;
  await insertCode(db, target.owner, {
    mobile_number: target.mobileNumber,
    purpose: target.purpose,
    code_hash: codeHash(secret, target.purpose, target.mobileNumber, code),
    reset_token_hash: resetToken ? sha256(resetToken) : null,
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    created_at: now,
  });
  return { code, resetToken };
}

/** The SMS that carries a code, in the language of the registration screen or of the member. */
export function codeMessage(purpose: CodePurpose, code: string, language: Language): string {
  return serverText(language, 'sms', purpose === 'registration' ? 'registrationCode' : 'resetCode', { code });
}

export type CodeCheck = 'ok' | 'wrong' | 'tooManyTries' | 'expired' | 'replaced';

/**
 * Checks a typed code against a stored one (locked by the caller's transaction). A right code is
 * spent; a wrong one counts, and the fifth wrong one voids the code.
 */
export async function checkCode(db: Db, secret: string, row: OneTimeCode | undefined, tac: string, now: Date): Promise<CodeCheck> {
  if (!row) return 'expired';
  if (row.tries >= CODE_MAX_TRIES) return 'tooManyTries';
  if (row.used_at || row.voided_at) return 'replaced';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeHash(secret, row.purpose, row.mobile_number, tac), 'hex');
  if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
    await markCodeUsed(db, row.id, now);
    return 'ok';
  }
  const tries = row.tries + 1;
  await recordWrongTry(db, row.id, tries, tries >= CODE_MAX_TRIES ? now : null);
  return tries >= CODE_MAX_TRIES ? 'tooManyTries' : 'wrong';
}

/** The refusal for a failed check, with the status the calling endpoint answers. */
export function codeRefusal(check: Exclude<CodeCheck, 'ok'>, statusCode: number): ApiError {
  const message = {
    wrong: accountErrors.wrongCode,
    tooManyTries: accountErrors.tooManyTries,
    expired: accountErrors.codeExpired,
    replaced: accountErrors.codeExpired,
  }[check];
  return new ApiError(statusCode, message);
}
