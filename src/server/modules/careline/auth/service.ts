import type { ApiContext } from '../../../context';
import { sha256 } from '../../../adapters/tokens';
import { ApiError, badRequest, forbidden } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import type { AuthTokens } from '../../../../shared/contract/accounts';
import {
  carelineErrors,
  type CarelineMe,
  type CarelineStaff,
  type PasskeyChallenge,
  type StepUpResult,
} from '../../../../shared/contract/careline';
import { writeAudit } from '../../audit/store';
import { decoyHashFor } from '../../login/service';
import { carelineActor, type CarelineCaller } from './authenticate';
import { assertNotLimited, recordFailure } from './limits';
import { checkAssertion, registerPasskey, registrationOptions, signInOptions, stepUpOptions } from './passkeys';
import {
  findRefreshToken,
  findSession,
  findStaffByEmail,
  findStaffById,
  markRefreshTokenUsed,
  revokeSessions,
  spendTotpStep,
  stepUpSession,
} from './store';
import { carelineClaims, IDLE_MS, issueCarelineTokens, startCarelineSession, STEP_UP_MS } from './tokens';
import { openTotpSecret, totpStep } from './totp';
import { toCarelineStaff } from './people';

const invalidLogin = () => new ApiError(400, carelineErrors.invalidLogin);
const invalidRefresh = () => new ApiError(401, carelineErrors.invalidRefreshToken);

/* Signing in, sessions and step-up of careline people. */

// Signing in.

/** The fallback: email, password and the authenticator's code, all three or nothing (one refusal for every reason). */
export async function passwordSignIn(ctx: ApiContext, body: { email?: string; password?: string; totp?: string } | undefined, ip: string): Promise<AuthTokens> {
  const email = (body?.email ?? '').trim().toLowerCase();
  const password = body?.password ?? '';
  const code = (body?.totp ?? '').trim();
  if (!email || !password || !code) throw invalidLogin();
  const now = ctx.clock.now();
  await assertNotLimited(ctx.db, { ip, email }, now);
  const staff = await findStaffByEmail(ctx.db, email);
  const usable = staff && !staff.deactivated_at && staff.password_hash && staff.totp_secret ? staff : undefined;
  // The same work for an unknown email, so the answer's time does not tell which emails have accounts.
  const passwordOk = usable ? await ctx.passwords.verify(usable.password_hash!, password) : (await ctx.passwords.verify(await decoyHashFor(ctx), password)) && false;
  const step = usable && passwordOk ? totpStep(openTotpSecret(ctx.secrets.jwt, usable.totp_secret!), email, code, now) : null;
  if (!usable || step === null || !(await spendTotpStep(ctx.db, usable.id, step))) {
    await recordFailure(ctx.db, { email, ip, method: 'password_totp', reason: !usable ? 'no such account' : !passwordOk ? 'wrong password' : 'wrong or used code' }, now);
    throw invalidLogin();
  }
  return ctx.db.transaction().execute(async (trx) => {
    await writeAudit(trx, { actor: carelineActor(usable), action: 'careline.signed_in', subject: carelineActor(usable), details: { ip, method: 'password_totp' }, at: now });
    return startCarelineSession(trx, ctx.secrets.jwt, usable.id, 'password_totp', now);
  });
}

export async function passkeySignInOptions(ctx: ApiContext, ip: string): Promise<PasskeyChallenge> {
  const now = ctx.clock.now();
  await assertNotLimited(ctx.db, { ip }, now);
  return signInOptions(ctx, now);
}

export async function passkeySignIn(ctx: ApiContext, body: { challenge_id?: string; response?: unknown } | undefined, ip: string): Promise<AuthTokens> {
  const now = ctx.clock.now();
  await assertNotLimited(ctx.db, { ip }, now);
  let staffId: number;
  try {
    staffId = await checkAssertion(ctx, 'sign_in', body ?? {}, now);
  } catch (err) {
    await recordFailure(ctx.db, { email: null, ip, method: 'passkey', reason: err instanceof Error ? err.message : 'refused' }, now);
    throw err;
  }
  const staff = await findStaffById(ctx.db, staffId);
  if (!staff || staff.deactivated_at) {
    await recordFailure(ctx.db, { email: staff?.email ?? null, ip, method: 'passkey', reason: 'deactivated person' }, now);
    throw new ApiError(400, carelineErrors.invalidPasskey);
  }
  return ctx.db.transaction().execute(async (trx) => {
    await writeAudit(trx, { actor: carelineActor(staff), action: 'careline.signed_in', subject: carelineActor(staff), details: { ip, method: 'passkey' }, at: now });
    return startCarelineSession(trx, ctx.secrets.jwt, staff.id, 'passkey', now);
  });
}

/** Rotates a refresh token within its session's idle and absolute ends; a spent one presented again ends the session. */
export async function refreshCareline(ctx: ApiContext, token: string): Promise<AuthTokens> {
  if (!token) throw invalidRefresh();
  const now = ctx.clock.now();
  const tokens = await ctx.db.transaction().execute(async (trx) => {
    const row = await findRefreshToken(trx, sha256(token));
    if (!row || row.revoked_at || row.session_revoked_at) return null;
    if (row.used_at || !(await markRefreshTokenUsed(trx, row.id, now))) {
      await revokeSessions(trx, { sessionId: row.session_id }, 'refresh token reused', now);
      const owner = await findStaffById(trx, row.staff_id);
      await writeAudit(trx, { actor: 'system', action: 'session.refresh_reused', subject: owner ? carelineActor(owner) : null, details: { session: row.session_id }, at: now });
      return null;
    }
    // A refresh is not activity: only the person's own requests keep a session from going idle.
    if (now.getTime() - row.last_seen_at.getTime() >= IDLE_MS || now.getTime() >= row.session_expires_at.getTime()) return null;
    const staff = await findStaffById(trx, row.staff_id);
    if (!staff || staff.deactivated_at) return null;
    return issueCarelineTokens(trx, ctx.secrets.jwt, row.staff_id, { id: row.session_id, expires_at: row.session_expires_at }, now);
  });
  if (!tokens) throw invalidRefresh();
  return tokens;
}

export async function logoutCareline(ctx: ApiContext, accessToken: string | null): Promise<void> {
  if (!accessToken) return;
  const now = ctx.clock.now();
  const claims = carelineClaims(accessToken, ctx.secrets.jwt, now, { acceptExpired: true });
  if (!claims || !isUuid(claims.sessionId)) return;
  const session = await findSession(ctx.db, claims.sessionId);
  if (!session || session.staff_id !== claims.staffId) return;
  await revokeSessions(ctx.db, { sessionId: session.id }, 'logout', now);
}

// Step-up.

export async function stepUpChallenge(ctx: ApiContext, caller: CarelineCaller): Promise<PasskeyChallenge> {
  return stepUpOptions(ctx, caller.staff, ctx.clock.now());
}

/** A fresh passkey answer or authenticator code from the signed-in person: sensitive calls pass for a few minutes. */
export async function stepUp(ctx: ApiContext, caller: CarelineCaller, body: { totp?: string; challenge_id?: string; response?: unknown } | undefined, ip: string): Promise<StepUpResult> {
  if (caller.via.kind !== 'session') throw forbidden(carelineErrors.sessionOnly);
  const now = ctx.clock.now();
  const { staff } = caller;
  let method: string;
  if (body?.totp !== undefined) {
    method = 'totp';
    await assertNotLimited(ctx.db, { ip, email: staff.email }, now);
    const step = staff.totp_secret ? totpStep(openTotpSecret(ctx.secrets.jwt, staff.totp_secret), staff.email, body.totp.trim(), now) : null;
    if (step === null || !(await spendTotpStep(ctx.db, staff.id, step))) {
      await recordFailure(ctx.db, { email: staff.email, ip, method: 'step_up_code', reason: 'wrong or used code' }, now);
      throw badRequest(carelineErrors.stepUpFailed);
    }
  } else {
    method = 'passkey';
    try {
      await checkAssertion(ctx, 'step_up', body ?? {}, now);
    } catch (err) {
      await recordFailure(ctx.db, { email: staff.email, ip, method: 'step_up_passkey', reason: err instanceof Error ? err.message : 'refused' }, now);
      throw badRequest(carelineErrors.stepUpFailed);
    }
  }
  await stepUpSession(ctx.db, caller.via.sessionId, now);
  await writeAudit(ctx.db, { actor: caller.actor, action: 'careline.stepped_up', subject: caller.actor, details: { method }, at: now });
  return { stepped_up_until: new Date(now.getTime() + STEP_UP_MS).toISOString() };
}

export async function me(ctx: ApiContext, caller: CarelineCaller): Promise<CarelineMe> {
  if (caller.via.kind !== 'session') throw forbidden(carelineErrors.sessionOnly);
  const session = (await findSession(ctx.db, caller.via.sessionId))!;
  const steppedUntil = session.stepped_up_at ? new Date(session.stepped_up_at.getTime() + STEP_UP_MS) : null;
  const now = ctx.clock.now();
  return {
    staff: await toCarelineStaff(ctx.db, caller.staff),
    session: {
      expires_at: session.expires_at.toISOString(),
      idle_expires_at: new Date(Math.min(session.last_seen_at.getTime() + IDLE_MS, session.expires_at.getTime())).toISOString(),
      stepped_up_until: steppedUntil && steppedUntil.getTime() > now.getTime() ? steppedUntil.toISOString() : null,
    },
  };
}

export async function myPasskeyOptions(ctx: ApiContext, caller: CarelineCaller): Promise<PasskeyChallenge> {
  return registrationOptions(ctx, ctx.db, caller.staff, ctx.clock.now());
}

export async function addMyPasskey(ctx: ApiContext, caller: CarelineCaller, body: { challenge_id?: string; response?: unknown } | undefined): Promise<CarelineStaff> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await registerPasskey(ctx, trx, caller.staff.id, body ?? {}, now);
    await writeAudit(trx, { actor: caller.actor, action: 'careline.passkey_added', subject: caller.actor, at: now });
  });
  return toCarelineStaff(ctx.db, caller.staff);
}
