import type { Db } from '../../db/database';
import { writeAudit } from '../audit/store';
import { countLoginFailures, findLoginLock, insertLoginFailure, upsertLoginLock } from './store';

/** domain.md: 10 failures in 15 minutes lock the number for 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * 60 * 1000;

/** Nothing for the first two slips, then 250 ms doubling up to 4 s: slows guessing, not members. */
export function loginDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(250 * 2 ** (failures - 3), 4000);
}

export interface LoginThrottle {
  locked: boolean;
  /** Failures of this number since the window (or the last lock) began. */
  numberFailures: number;
  /** Failures from this address over any number in the window. */
  addressFailures: number;
}

export async function loginThrottle(db: Db, mobileNumber: string, ip: string, now: Date): Promise<LoginThrottle> {
  const lock = await findLoginLock(db, mobileNumber);
  const locked = lock !== undefined && lock.locked_until.getTime() > now.getTime();
  const windowStart = now.getTime() - LOGIN_WINDOW_MS;
  // Failures from before a lock ended do not count again once it has.
  const since = new Date(Math.max(windowStart, lock?.locked_until.getTime() ?? 0));
  const [numberFailures, addressFailures] = await Promise.all([
    countLoginFailures(db, 'mobile_number', mobileNumber, since),
    countLoginFailures(db, 'ip', ip, new Date(windowStart)),
  ]);
  return { locked, numberFailures, addressFailures };
}

/** Records a failed login; the tenth in the window locks the number. */
export async function recordLoginFailure(db: Db, mobileNumber: string, ip: string, now: Date, throttle: LoginThrottle): Promise<void> {
  await insertLoginFailure(db, { mobile_number: mobileNumber, ip, created_at: now });
  if (throttle.numberFailures + 1 >= LOCK_AFTER_FAILURES) {
    await upsertLoginLock(db, mobileNumber, now, new Date(now.getTime() + LOCK_MS));
    await writeAudit(db, { actor: 'system', action: 'login.locked', subject: mobileNumber, details: { ip }, at: now });
  }
}
