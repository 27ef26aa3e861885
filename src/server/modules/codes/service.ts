import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { CodePurpose, OneTimeCode } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { accountErrors } from '../../../shared/contract/accounts';
import type { Language } from '../../../shared/language';
import { serverText } from '../../../shared/serverTexts';
import { addWrongTry, insertCode, markCodeUsed, newestCode, sendTimesSince, triesOf, voidLiveCodes, type CodeOwner } from './store';

/** domain.md, 'One-time codes' and 'No stranger can lock a member out'. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries per code and attempt. */
export const CODE_MAX_TRIES = 5;
/**
 * Wrong tries per code over every attempt: a code is guessed with a probability of at most
 * 90 in 1,000,000 (under 1 in 10,000) whatever strangers do.
 */
export const CODE_MAX_TOTAL_TRIES = 90;
export const RESEND_INTERVAL_MS = 180 * 1000;
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

function codeHash(secret: string, purpose: CodePurpose, mobileNumber: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${mobileNumber}:${code}`).digest('hex');
}

function secondsUntil(until: number, now: Date): number {
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

interface SendWindow {
  /** When the number may be texted again: now or earlier when it may be now. */
  nextAt: number;
  /** Which limit holds it back, when one does. */
  limit: 'interval' | 'hourly' | null;
}

/** One text per number per 180 seconds and five an hour, whoever asked, for any purpose. */
async function sendWindow(db: Db, mobileNumber: string, now: Date): Promise<SendWindow> {
  const sent = await sendTimesSince(db, mobileNumber, new Date(now.getTime() - HOUR_MS));
  const afterInterval = sent.length > 0 ? sent[0].getTime() + RESEND_INTERVAL_MS : 0;
  const afterHourly = sent.length >= SENDS_PER_HOUR ? sent[SENDS_PER_HOUR - 1].getTime() + HOUR_MS : 0;
  const nextAt = Math.max(afterInterval, afterHourly);
  if (nextAt <= now.getTime()) return { nextAt, limit: null };
  return { nextAt, limit: afterHourly >= afterInterval ? 'hourly' : 'interval' };
}

/**
 * A code is live until it is used, voided (replaced or guessed at too often) or ten minutes old;
 * the number's newest code also stays live while no new text may be sent to the number, so strangers
 * who spend the number's texts for the hour never leave its owner without a code to type.
 */
function isLive(row: OneTimeCode, window: SendWindow, now: Date): boolean {
  if (row.used_at || row.voided_at || row.tries >= CODE_MAX_TOTAL_TRIES) return false;
  return row.expires_at.getTime() > now.getTime() || window.nextAt > now.getTime();
}

/** The number's live code for the purpose, locked for the caller's transaction; undefined when none. */
export async function liveCode(db: Db, mobileNumber: string, purpose: CodePurpose, now: Date): Promise<OneTimeCode | undefined> {
  const row = await newestCode(db, mobileNumber, purpose);
  if (!row) return undefined;
  return isLive(row, await sendWindow(db, mobileNumber, now), now) ? row : undefined;
}

export interface CodeOffer {
  /** The new code to text once the caller's transaction commits; null when none was made. */
  code: string | null;
  /** No new text now: the number's live code, already texted, is the one to type. */
  alreadySent: boolean;
  /** Seconds until a new code may be asked for. */
  retryAfter: number;
}

/**
 * Makes a new code for the number when a text may be sent now (the number's earlier codes of the
 * purpose stop working); otherwise, while the number's last code is live, answers that it was
 * already sent. Only when neither holds (the last code was used or guessed at too often, and no
 * text may be sent yet) is it a 429. Only hashes are stored; the SMS is the caller's to send.
 */
export async function offerCode(
  db: Db,
  secret: string,
  target: { owner: CodeOwner; mobileNumber: string; purpose: CodePurpose },
  now: Date,
): Promise<CodeOffer> {
  const window = await sendWindow(db, target.mobileNumber, now);
  if (window.limit !== null) {
    const retryAfter = secondsUntil(window.nextAt, now);
    const last = await newestCode(db, target.mobileNumber, target.purpose);
    if (last && isLive(last, window, now)) return { code: null, alreadySent: true, retryAfter };
    throw new ApiError(429, window.limit === 'hourly' ? accountErrors.sendLimit : accountErrors.sendTooSoon, { retry_after: retryAfter });
  }
  await voidLiveCodes(db, target.mobileNumber, target.purpose, now);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(db, target.owner, {
    mobile_number: target.mobileNumber,
    purpose: target.purpose,
    code_hash: codeHash(secret, target.purpose, target.mobileNumber, code),
    reset_token_hash: null,
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    created_at: now,
  });
  return { code, alreadySent: false, retryAfter: RESEND_INTERVAL_MS / 1000 };
}

/** The SMS that carries a code, in the language of the registration screen or of the member. */
export function codeMessage(purpose: CodePurpose, code: string, language: Language): string {
  return serverText(language, 'sms', purpose === 'registration' ? 'registrationCode' : 'resetCode', { code });
}

export type CodeCheck = 'ok' | 'wrong' | 'tooManyTries' | 'expired';

/**
 * Checks a code typed for an attempt ('attempt:<id>' or 'reset:<id>') against the number's live code
 * (from `liveCode`, locked by the caller's transaction). A right code is spent; a wrong one counts for
 * the attempt and for the code: five for one attempt void the code for that attempt, and the code's
 * ninetieth over all attempts voids it for everyone.
 */
export async function checkCode(
  db: Db,
  secret: string,
  row: OneTimeCode | undefined,
  attempt: string,
  tac: string,
  now: Date,
): Promise<CodeCheck> {
  if (!row) return 'expired';
  if ((await triesOf(db, row.id, attempt)) >= CODE_MAX_TRIES) return 'tooManyTries';
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeHash(secret, row.purpose, row.mobile_number, tac), 'hex');
  if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
    await markCodeUsed(db, row.id, now);
    return 'ok';
  }
  const { attemptTries } = await addWrongTry(db, row.id, attempt, now, CODE_MAX_TOTAL_TRIES);
  return attemptTries >= CODE_MAX_TRIES ? 'tooManyTries' : 'wrong';
}

/** The refusal for a failed check, with the status the calling endpoint answers. */
export function codeRefusal(check: Exclude<CodeCheck, 'ok'>, statusCode: number): ApiError {
  const message = {
    wrong: accountErrors.wrongCode,
    tooManyTries: accountErrors.tooManyTries,
    expired: accountErrors.codeExpired,
  }[check];
  return new ApiError(statusCode, message);
}
