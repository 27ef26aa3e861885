import type { ApiContext } from '../../context';
import { makeDecoyHash } from '../../adapters/passwords';
import { sha256, verifyAccessToken } from '../../adapters/tokens';
import { ApiError, badRequest } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { accountErrors, type AuthTokens, type LoginRequest } from '../../../shared/contract/accounts';
import { validateFullMobile, validateLoginPassword } from '../../../shared/rules';
import { writeAudit } from '../audit/store';
import { findMemberByMobile } from '../members/store';
import { loginDelayMs, loginThrottle, recordLoginFailure } from './loginThrottle';
import { clearLoginFailures, findRefreshToken, findSessionOwner, markRefreshTokenUsed, revokeSessions } from './store';
import { issueTokens, startSession } from './tokens';

/** Every refused login answers the same, whatever the reason (unknown, unverified, wrong, locked). */
const invalidLogin = () => new ApiError(400, accountErrors.invalidLogin);
const invalidRefresh = () => new ApiError(401, accountErrors.invalidRefreshToken);

export async function assertCaptcha(ctx: ApiContext, solution: string | undefined, ip: string): Promise<void> {
  if (!(await ctx.captcha.verify(solution, ip))) throw badRequest(accountErrors.captcha);
}

const decoyHashes = new WeakMap<object, Promise<string>>();

function decoyHashFor(ctx: ApiContext): Promise<string> {
  let decoy = decoyHashes.get(ctx.passwords);
  if (!decoy) {
    decoy = makeDecoyHash(ctx.passwords);
    decoyHashes.set(ctx.passwords, decoy);
  }
  return decoy;
}

export async function login(ctx: ApiContext, body: Partial<LoginRequest>, ip: string): Promise<AuthTokens> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'login'), validateLoginPassword(body.password));
  await assertCaptcha(ctx, body.captcha, ip);
  const now = ctx.clock.now();
  const throttle = await loginThrottle(ctx.db, mobileNumber, ip, now);
  await ctx.delay(loginDelayMs(Math.max(throttle.numberFailures, throttle.addressFailures)));
  if (throttle.locked) throw invalidLogin();

  const member = await findMemberByMobile(ctx.db, mobileNumber);
  const canLogIn = member !== undefined && member.password_hash !== null && member.verified_at !== null && member.anonymised_at === null;
  let passwordOk: boolean;
  if (canLogIn) {
    passwordOk = await ctx.passwords.verify(member.password_hash!, body.password!);
  } else {
    // As slow as a real check, so the answer's timing does not tell which numbers have accounts.
    await ctx.passwords.verify(await decoyHashFor(ctx), body.password!);
    passwordOk = false;
  }
  if (!passwordOk) {
    await recordLoginFailure(ctx.db, mobileNumber, ip, now, throttle);
    throw invalidLogin();
  }
  return ctx.db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, mobileNumber);
    return startSession(trx, ctx.secrets.jwt, member!.id, now);
  });
}

type RefreshOutcome = { tokens: AuthTokens } | { refused: 'invalid' | 'reused' };

/**
 * Rotates a refresh token: the presented one is spent and the session's next one is answered.
 * A token presented a second time means it leaked: the whole session is revoked.
 */
export async function refresh(ctx: ApiContext, token: string): Promise<AuthTokens> {
  if (!token) throw invalidRefresh();
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(trx, sha256(token));
    if (!row || row.revoked_at || row.session_revoked_at) return { refused: 'invalid' };
    if (row.used_at || !(await markRefreshTokenUsed(trx, row.id, now))) {
      await revokeSessions(trx, { sessionId: row.session_id }, 'refresh token reused', now);
      await writeAudit(trx, {
        actor: 'system',
        action: 'session.refresh_reused',
        subject: `member:${row.member_id}`,
        details: { session: row.session_id },
        at: now,
      });
      return { refused: 'reused' };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { refused: 'invalid' };
    return { tokens: await issueTokens(trx, ctx.secrets.jwt, row.member_id, row.session_id, now) };
  });
  if ('refused' in outcome) throw invalidRefresh();
  return outcome.tokens;
}

/**
 * Ends the session the access token belongs to. The token may have expired (its signature still
 * proves it is ours): a member coming back after an hour can still log out cleanly.
 */
export async function logout(ctx: ApiContext, accessToken: string | null): Promise<void> {
  if (!accessToken) return;
  const now = ctx.clock.now();
  const check = verifyAccessToken(accessToken, ctx.secrets.jwt, now);
  const claims = check.ok ? check.claims : check.reason === 'expired' ? check.claims : undefined;
  if (!claims || !isUuid(claims.sid)) return;
  const owner = await findSessionOwner(ctx.db, claims.sid);
  if (owner === undefined || String(owner) !== claims.sub) return;
  await revokeSessions(ctx.db, { sessionId: claims.sid }, 'logout', now);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
