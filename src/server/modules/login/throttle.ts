import type { Db } from '../../db/database';
import { writeAudit } from '../audit/store';
import { countLoginFailures, countPairFailures, insertLoginFailure } from './store';

/**
 * domain.md, 'No stranger can lock a member out': failures slow their source down, never the owner.
 * Nothing locks a number: a right password always opens the account.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures on a number in the window, from any address, past which every try for it waits a little. */
export const NUMBER_THRESHOLD = 10;
/** The little wait of a try on a number past its threshold (each try also spends a fresh captcha). */
export const NUMBER_WAIT_MS = 1000;

/** Nothing for the first two slips, then 250 ms doubling up to 4 s: slows guessing, not members. */
export function loginDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(250 * 2 ** (failures - 3), 4000);
}

export interface LoginThrottle {
  /** Failures of this number in the window, from any address. */
  numberFailures: number;
  /** Failures from this address over any number in the window. */
  addressFailures: number;
  /** Failures of this number from this address in the window. */
  pairFailures: number;
}

export async function loginThrottle(db: Db, mobileNumber: string, ip: string, now: Date): Promise<LoginThrottle> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [numberFailures, addressFailures, pairFailures] = await Promise.all([
    countLoginFailures(db, 'mobile_number', mobileNumber, since),
    countLoginFailures(db, 'ip', ip, since),
    countPairFailures(db, mobileNumber, ip, since),
  ]);
  return { numberFailures, addressFailures, pairFailures };
}

/**
 * How long a try waits before its password is checked: growing with the failures of its address and
 * of its number from its address, and at least a little once the number is past its threshold,
 * whoever failed. Failures from other addresses never add more than that little wait.
 */
export function throttleWaitMs(throttle: LoginThrottle): number {
  const own = loginDelayMs(Math.max(throttle.addressFailures, throttle.pairFailures));
  return throttle.numberFailures >= NUMBER_THRESHOLD ? Math.max(own, NUMBER_WAIT_MS) : own;
}

/** Records a failed login; the one that takes the number past its threshold is audited. */
export async function recordLoginFailure(db: Db, mobileNumber: string, ip: string, now: Date, throttle: LoginThrottle): Promise<void> {
  await insertLoginFailure(db, { mobile_number: mobileNumber, ip, created_at: now });
  if (throttle.numberFailures + 1 === NUMBER_THRESHOLD) {
    await writeAudit(db, { actor: 'system', action: 'login.throttled', subject: mobileNumber, details: { ip }, at: now });
  }
}
