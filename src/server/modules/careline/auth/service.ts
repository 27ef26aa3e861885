import type { ApiContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { CarelineStaffRow } from '../../../db/schema';
import { randomToken, sha256 } from '../../../adapters/tokens';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import type { AuthTokens } from '../../../../shared/contract/accounts';
import {
  CARELINE_SESSION,
  carelineErrors,
  carelineRoles,
  enrolmentLink,
  PERSONAL_TOKEN_DAYS,
  PERSONAL_TOKEN_PREFIX,
  roleAtLeast,
  type CarelineEnrolment,
  type CarelineInvitation,
  type CarelineMe,
  type CarelineRole,
  type CarelineStaff,
  type CarelineTotpSetup,
  type NewPersonalToken,
  type PasskeyChallenge,
  type PersonalToken,
  type StepUpResult,
} from '../../../../shared/contract/careline';
import { writeAudit } from '../../audit/store';
import { decoyHashFor } from '../../login/service';
import { carelineActor, type CarelineCaller } from './authenticate';
import { assertNotLimited, recordFailure } from './limits';
import { checkAssertion, registerPasskey, registrationOptions, signInOptions, stepUpOptions } from './passkeys';
import {
  activeAdministrators,
  countPasskeys,
  deletePasskeys,
  findLiveEnrolment,
  findRefreshToken,
  findSession,
  findStaffByEmail,
  findStaffById,
  insertEnrolment,
  insertPersonalToken,
  insertStaff,
  listPersonalTokens,
  listStaff,
  markRefreshTokenUsed,
  revokePersonalTokens,
  revokeSessions,
  setEnrolmentTotp,
  spendEnrolment,
  spendTotpStep,
  stepUpSession,
  updateStaff,
} from './store';
import { carelineClaims, IDLE_MS, issueCarelineTokens, startCarelineSession, STEP_UP_MS } from './tokens';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStep, totpUri } from './totp';

const ENROLMENT_MS = CARELINE_SESSION.enrolmentHours * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const invalidLogin = () => new ApiError(400, carelineErrors.invalidLogin);
const invalidRefresh = () => new ApiError(401, carelineErrors.invalidRefreshToken);
const invalidEnrolment = () => new ApiError(404, carelineErrors.enrolmentInvalid);

export function normalEmail(value: string | undefined): string {
  const email = (value ?? '').trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(carelineErrors.emailInvalid);
  return email;
}

function roleOf(value: string | undefined): CarelineRole {
  if (!carelineRoles.includes(value as CarelineRole)) throw badRequest(carelineErrors.roleInvalid);
  return value as CarelineRole;
}

/** ASVS 2.1.1: at least 12 characters; no rule on their kind (2.1.9). */
function checkedPassword(value: string | undefined): string {
  if (typeof value !== 'string' || value.length < 12 || value.length > 256) throw badRequest(carelineErrors.passwordInvalid);
  return value;
}

export async function toCarelineStaff(db: Db, staff: CarelineStaffRow, passkeys?: number): Promise<CarelineStaff> {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    active: staff.deactivated_at === null,
    passkeys: passkeys ?? (await countPasskeys(db, staff.id)),
    totp: staff.totp_secret !== null && staff.password_hash !== null,
    enrolled: staff.enrolled_at !== null,
    created_at: staff.created_at.toISOString(),
  };
}

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

// Enrolment.

/** A new one-time link for `staff` (any earlier unused one stops working); the token is kept only as its hash. */
async function newEnrolment(db: Db, publicUrl: string, staffId: number, now: Date): Promise<{ link: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ENROLMENT_MS);
  await insertEnrolment(db, { staff_id: staffId, token_hash: sha256(token), expires_at: expiresAt, created_at: now });
  return { link: enrolmentLink(publicUrl, token), expiresAt };
}

export async function enrolmentInfo(ctx: ApiContext, token: string | undefined): Promise<CarelineEnrolment> {
  const enrolment = await findLiveEnrolment(ctx.db, sha256(token ?? ''), ctx.clock.now());
  if (!enrolment) throw invalidEnrolment();
  return { email: enrolment.email, role: enrolment.role, expires_at: enrolment.expires_at.toISOString() };
}

export async function enrolmentTotp(ctx: ApiContext, token: string | undefined): Promise<CarelineTotpSetup> {
  const enrolment = await findLiveEnrolment(ctx.db, sha256(token ?? ''), ctx.clock.now());
  if (!enrolment) throw invalidEnrolment();
  const secret = newTotpSecret();
  await setEnrolmentTotp(ctx.db, enrolment.id, sealTotpSecret(ctx.secrets.jwt, secret));
  return { secret, uri: totpUri(secret, enrolment.email) };
}

/** Completes an enrolment with a password and a code from the authenticator it set up; signs in. */
export async function enrolWithPassword(ctx: ApiContext, body: { token?: string; password?: string; totp?: string } | undefined): Promise<AuthTokens> {
  const password = checkedPassword(body?.password);
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const enrolment = await findLiveEnrolment(trx, sha256(body?.token ?? ''), now, { forUpdate: true });
    if (!enrolment) throw invalidEnrolment();
    if (!enrolment.totp_secret) throw badRequest(carelineErrors.totpNotStarted);
    const step = totpStep(openTotpSecret(ctx.secrets.jwt, enrolment.totp_secret), enrolment.email, (body?.totp ?? '').trim(), now);
    if (step === null) throw badRequest(carelineErrors.stepUpFailed);
    if (!(await spendEnrolment(trx, enrolment.id, now))) throw invalidEnrolment();
    await updateStaff(trx, enrolment.staff_id, { password_hash: passwordHash, totp_secret: enrolment.totp_secret, totp_last_step: step, enrolled_at: now }, now);
    const actor = carelineActor(enrolment);
    await writeAudit(trx, { actor, action: 'careline.enrolled', subject: actor, details: { method: 'password_totp' }, at: now });
    return startCarelineSession(trx, ctx.secrets.jwt, enrolment.staff_id, 'password_totp', now);
  });
}

export async function enrolmentPasskeyOptions(ctx: ApiContext, token: string | undefined): Promise<PasskeyChallenge> {
  const now = ctx.clock.now();
  const enrolment = await findLiveEnrolment(ctx.db, sha256(token ?? ''), now);
  const staff = enrolment ? await findStaffById(ctx.db, enrolment.staff_id) : undefined;
  if (!staff) throw invalidEnrolment();
  return registrationOptions(ctx, ctx.db, staff, now);
}

/** Completes an enrolment with a new passkey; signs in. */
export async function enrolWithPasskey(ctx: ApiContext, body: { token?: string; challenge_id?: string; response?: unknown } | undefined): Promise<AuthTokens> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const enrolment = await findLiveEnrolment(trx, sha256(body?.token ?? ''), now, { forUpdate: true });
    if (!enrolment) throw invalidEnrolment();
    await registerPasskey(ctx, trx, enrolment.staff_id, body ?? {}, now);
    if (!(await spendEnrolment(trx, enrolment.id, now))) throw invalidEnrolment();
    await updateStaff(trx, enrolment.staff_id, { enrolled_at: now }, now);
    const actor = carelineActor(enrolment);
    await writeAudit(trx, { actor, action: 'careline.enrolled', subject: actor, details: { method: 'passkey' }, at: now });
    return startCarelineSession(trx, ctx.secrets.jwt, enrolment.staff_id, 'passkey', now);
  });
}

/**
 * The first administrator, made from the command line (`npm run ops -- careline:first-admin`) with
 * the database's own credentials: refused once any active administrator exists, so the command
 * cannot be used to add one later. Audited as `system`.
 */
export async function createFirstAdministrator(db: Db, publicUrl: string, emailInput: string, now: Date): Promise<{ email: string; link: string; expiresAt: Date }> {
  const email = normalEmail(emailInput);
  return db.transaction().execute(async (trx) => {
    if ((await activeAdministrators(trx)).length > 0) throw conflict('The console already has an administrator: they invite everyone else');
    let staff = await findStaffByEmail(trx, email, { forUpdate: true });
    if (staff) {
      await updateStaff(trx, staff.id, { role: 'administrator', deactivated_at: null }, now);
    } else {
      staff = await insertStaff(trx, { email, role: 'administrator', now });
    }
    const { link, expiresAt } = await newEnrolment(trx, publicUrl, staff.id, now);
    await writeAudit(trx, { actor: 'system', action: 'careline.first_administrator', subject: carelineActor(staff), details: { via: 'command line' }, at: now });
    return { email, link, expiresAt };
  });
}

// Staff (administrators).

export async function listCarelineStaff(ctx: ApiContext): Promise<CarelineStaff[]> {
  const rows = await listStaff(ctx.db);
  return Promise.all(rows.map((row) => toCarelineStaff(ctx.db, row, row.passkeys)));
}

export async function invite(ctx: ApiContext, caller: CarelineCaller, body: { email?: string; role?: string } | undefined): Promise<CarelineInvitation> {
  const email = normalEmail(body?.email);
  const role = roleOf(body?.role);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (await findStaffByEmail(trx, email, { forUpdate: true })) throw conflict(carelineErrors.staffExists);
    const staff = await insertStaff(trx, { email, role, now });
    const { link, expiresAt } = await newEnrolment(trx, ctx.config.publicUrl, staff.id, now);
    await writeAudit(trx, { actor: caller.actor, action: 'careline.staff_invited', subject: carelineActor(staff), details: { role }, at: now });
    return { staff: await toCarelineStaff(trx, staff, 0), enrolment_link: link, expires_at: expiresAt.toISOString() };
  });
}

async function otherPerson(trx: Db, caller: CarelineCaller, idText: string): Promise<CarelineStaffRow> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  const staff = Number.isNaN(id) ? undefined : await findStaffById(trx, id, { forUpdate: true });
  if (!staff) throw notFound(carelineErrors.staffNotFound);
  if (staff.id === caller.staff.id) throw forbidden(carelineErrors.notYourself);
  return staff;
}

/** Ends everything a person is signed in with: their sessions and personal access tokens. */
async function signOutEverywhere(trx: Db, staffId: number, reason: string, now: Date): Promise<void> {
  await revokeSessions(trx, { staffId }, reason, now);
  await revokePersonalTokens(trx, { staffId }, now);
}

export async function changeRole(ctx: ApiContext, caller: CarelineCaller, idText: string, body: { role?: string } | undefined): Promise<CarelineStaff> {
  const role = roleOf(body?.role);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const admins = await activeAdministrators(trx);
    const staff = await otherPerson(trx, caller, idText);
    if (staff.role === 'administrator' && role !== 'administrator' && admins.length <= 1 && !staff.deactivated_at) throw conflict(carelineErrors.lastAdministrator);
    await updateStaff(trx, staff.id, { role }, now);
    // A lower role takes effect on tokens at once (they never do more than their owner); a session is asked to sign in again.
    if (!roleAtLeast(role, staff.role)) await revokeSessions(trx, { staffId: staff.id }, 'role lowered', now);
    await writeAudit(trx, { actor: caller.actor, action: 'careline.role_changed', subject: carelineActor(staff), details: { from: staff.role, to: role }, at: now });
    return toCarelineStaff(trx, { ...staff, role });
  });
}

export async function deactivate(ctx: ApiContext, caller: CarelineCaller, idText: string): Promise<CarelineStaff> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await activeAdministrators(trx);
    const staff = await otherPerson(trx, caller, idText);
    if (!staff.deactivated_at) {
      await updateStaff(trx, staff.id, { deactivated_at: now }, now);
      await signOutEverywhere(trx, staff.id, 'deactivated', now);
      await writeAudit(trx, { actor: caller.actor, action: 'careline.staff_deactivated', subject: carelineActor(staff), at: now });
    }
    return toCarelineStaff(trx, { ...staff, deactivated_at: staff.deactivated_at ?? now });
  });
}

/**
 * A person lost their device: their passkeys, password and authenticator go, everything they were
 * signed in with ends, and a new one-time link lets them enrol again.
 */
export async function resetSignIn(ctx: ApiContext, caller: CarelineCaller, idText: string): Promise<CarelineInvitation> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const staff = await otherPerson(trx, caller, idText);
    if (staff.deactivated_at) throw notFound(carelineErrors.staffNotFound);
    const passkeys = await deletePasskeys(trx, staff.id);
    await updateStaff(trx, staff.id, { password_hash: null, totp_secret: null, totp_last_step: null, enrolled_at: null }, now);
    await signOutEverywhere(trx, staff.id, 'sign-in reset', now);
    const { link, expiresAt } = await newEnrolment(trx, ctx.config.publicUrl, staff.id, now);
    await writeAudit(trx, { actor: caller.actor, action: 'careline.sign_in_reset', subject: carelineActor(staff), details: { passkeys }, at: now });
    const reset = (await findStaffById(trx, staff.id))!;
    return { staff: await toCarelineStaff(trx, reset, 0), enrolment_link: link, expires_at: expiresAt.toISOString() };
  });
}

// Personal access tokens.

function toPersonalToken(row: { id: number; name: string; role: CarelineRole; created_at: Date; expires_at: Date; last_used_at: Date | null; revoked_at: Date | null }): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listMyTokens(ctx: ApiContext, caller: CarelineCaller): Promise<PersonalToken[]> {
  return (await listPersonalTokens(ctx.db, caller.staff.id)).map(toPersonalToken);
}

/** A named, expiring token for `npm run ops`, at most its owner's role; shown once, kept as its hash. */
export async function createMyToken(ctx: ApiContext, caller: CarelineCaller, body: { name?: string; days?: number; role?: string } | undefined): Promise<NewPersonalToken> {
  const name = (body?.name ?? '').trim();
  if (!name || name.length > 60) throw badRequest(carelineErrors.tokenNameInvalid);
  const days = body?.days ?? PERSONAL_TOKEN_DAYS.default;
  if (!Number.isInteger(days) || days < 1 || days > PERSONAL_TOKEN_DAYS.max) throw badRequest(carelineErrors.tokenDaysInvalid);
  const role = body?.role === undefined ? caller.staff.role : roleOf(body.role);
  if (!roleAtLeast(caller.staff.role, role)) throw forbidden(carelineErrors.tokenRoleTooHigh);
  const now = ctx.clock.now();
  const token = `${PERSONAL_TOKEN_PREFIX}${randomToken()}`;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertPersonalToken(trx, { staff_id: caller.staff.id, name, role, token_hash: sha256(token), created_at: now, expires_at: new Date(now.getTime() + days * DAY_MS) });
    await writeAudit(trx, { actor: caller.actor, action: 'careline.token_created', subject: caller.actor, details: { token: created.id, name, role, days }, at: now });
    return created;
  });
  return { token, details: toPersonalToken(row) };
}

export async function revokeMyToken(ctx: ApiContext, caller: CarelineCaller, idText: string): Promise<null> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  const now = ctx.clock.now();
  const revoked = Number.isNaN(id) ? 0 : await revokePersonalTokens(ctx.db, { id, staffId: caller.staff.id }, now);
  if (revoked === 0) throw notFound(carelineErrors.tokenNotFound);
  await writeAudit(ctx.db, { actor: caller.actor, action: 'careline.token_revoked', subject: caller.actor, details: { token: id }, at: now });
  return null;
}
