import type { Db } from '../../db/database';
import { deleteExpiredSolutions } from '../../adapters/captcha/solutionStore';
import { deleteOutboxMessages } from '../../adapters/sms/outboxStore';
import { deleteExpiredCodes } from '../codes/store';
import { deleteLoginFailures, deleteLoginLocks } from '../login/store';
import { LOGIN_WINDOW_MS } from '../login/throttle';
import { deleteUnverifiedMembers } from '../members/store';
import { deleteExpiredAttempts } from '../registration/store';
import { deleteExpiredResetRequests } from '../passwords/store';
import { deleteEndedSessions, deleteExpiredRefreshTokens } from '../sessions/store';
import { deleteCarelineFailures, deleteEndedCarelineSessions, deleteExpiredChallenges, deleteExpiredEnrolments } from '../careline/auth/store';
import { FAILURE_WINDOW_MS } from '../careline/auth/limits';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BATCH = 1000;

/**
 * How long each kind of record is kept once it can no longer be used, and why that long:
 * - codes: a day past expiry, well beyond the hour the per-number send limits look back over;
 * - registration attempts: an hour past expiry, when the last code sent for them stops counting
 *   towards those limits (their codes go with them);
 * - unverified member rows (left by the registration scheme before attempts): a day after creation;
 * - login failures: once outside the 15-minute window that counts them; locks: once ended for that
 *   window too, since failures from before a lock ended must not count again while they are in it;
 * - sessions: once revoked, or once every refresh token in them has expired; refresh tokens of
 *   live sessions once expired (a used one is kept until then, so reuse still revokes its family);
 * - used captcha solutions once their challenge has expired; outbox texts (development) after a day;
 * - careline: passkey challenges once expired, failed sign-ins once outside their 15-minute window,
 *   sessions a day after their 8 hours, enrolment links a day after they expired.
 */
export const RETENTION = {
  codesAfterExpiryMs: DAY_MS,
  attemptsAfterExpiryMs: HOUR_MS,
  unverifiedMembersMs: DAY_MS,
  loginFailuresMs: LOGIN_WINDOW_MS,
  loginLocksAfterEndMs: LOGIN_WINDOW_MS,
  outboxMs: DAY_MS,
} as const;

export interface SweepCounts {
  sessions: number;
  refreshTokens: number;
  registrationAttempts: number;
  resetRequests: number;
  codes: number;
  unverifiedMembers: number;
  loginFailures: number;
  loginLocks: number;
  captchaSolutions: number;
  outboxMessages: number;
  carelineChallenges: number;
  carelineFailures: number;
  carelineSessions: number;
  carelineEnrolments: number;
}

/**
 * Each step deletes at most BATCH rows, so a large backlog goes in short transactions; it runs
 * again until fewer come back. Two nodes running the same sweep at once only delete a row once.
 */
async function repeat(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await step();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Deletes every record past its keeping time; answers how many of each went. */
export async function sweepExpiredRecords(db: Db, now: Date): Promise<SweepCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessions: await repeat(() => deleteEndedSessions(db, now, ago(DAY_MS), BATCH)),
    refreshTokens: await repeat(() => deleteExpiredRefreshTokens(db, now, BATCH)),
    registrationAttempts: await repeat(() => deleteExpiredAttempts(db, ago(RETENTION.attemptsAfterExpiryMs), BATCH)),
    resetRequests: await repeat(() => deleteExpiredResetRequests(db, now, BATCH)),
    codes: await repeat(() => deleteExpiredCodes(db, ago(RETENTION.codesAfterExpiryMs), BATCH)),
    unverifiedMembers: await repeat(() => deleteUnverifiedMembers(db, ago(RETENTION.unverifiedMembersMs), BATCH)),
    loginFailures: await repeat(() => deleteLoginFailures(db, ago(RETENTION.loginFailuresMs), BATCH)),
    loginLocks: await repeat(() => deleteLoginLocks(db, ago(RETENTION.loginLocksAfterEndMs), BATCH)),
    captchaSolutions: await repeat(() => deleteExpiredSolutions(db, now, BATCH)),
    outboxMessages: await repeat(() => deleteOutboxMessages(db, ago(RETENTION.outboxMs), BATCH)),
    carelineChallenges: await repeat(() => deleteExpiredChallenges(db, now, BATCH)),
    carelineFailures: await repeat(() => deleteCarelineFailures(db, ago(FAILURE_WINDOW_MS), BATCH)),
    carelineSessions: await repeat(() => deleteEndedCarelineSessions(db, ago(DAY_MS), BATCH)),
    carelineEnrolments: await repeat(() => deleteExpiredEnrolments(db, ago(DAY_MS), BATCH)),
  };
}
