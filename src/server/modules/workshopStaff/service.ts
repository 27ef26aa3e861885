import type { ApiContext } from '../../context';
import type { WorkshopStaff } from '../../db/schema';
import { sha256 } from '../../adapters/tokens';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { assertRules } from '../../http/validate';
import { accountErrors, type AuthTokens } from '../../../shared/contract/accounts';
import { StaffRole, workshopAppErrors, type AddStaffRequest, type SetStaffPasswordRequest, type StaffAccount, type StaffLoginRequest, type WorkshopMe } from '../../../shared/contract/workshopApp';
import type { Language } from '../../../shared/language';
import { validateFullMobile, validateLoginPassword, validateNewPassword, validateTac } from '../../../shared/rules';
import { serverText } from '../../../shared/serverTexts';
import { writeAudit } from '../audit/store';
import { checkCode, codeRefusal, liveCode, offerCode } from '../codes/service';
import { decoyHashFor } from '../login/service';
import { clearLoginFailures } from '../login/store';
import { loginThrottle, recordLoginFailure, throttleWaitMs } from '../login/throttle';
import { findMemberByMobile } from '../members/store';
import { sendCode } from '../registration/service';
import { hashWorkshopKey, newWorkshopKey } from '../workshops/keys';
import { findWorkshop, setWorkshopKeyHash } from '../workshops/store';
import { staffActor, staffAuditDetails, type StaffCaller } from './auth';
import {
  findLiveOwner,
  findLiveStaffByMobile,
  findStaffOfWorkshop,
  findStaffRefreshToken,
  findStaffSessionOwner,
  insertStaff,
  listWorkshopStaff,
  markStaffRefreshTokenUsed,
  markStaffRemoved,
  revokeStaffSessions,
  setStaffPasswordHash,
} from './store';
import { issueStaffTokens, staffClaims, startStaffSession } from './tokens';

const invalidLogin = () => new ApiError(400, accountErrors.invalidLogin);
const invalidRefresh = () => new ApiError(401, accountErrors.invalidRefreshToken);

export function toStaffAccount(staff: WorkshopStaff): StaffAccount {
  return {
    id: staff.id,
    name: staff.name,
    mobile_number: staff.mobile_number,
    role: staff.role,
    password_set: staff.password_hash !== null,
    created_date: staff.created_at.toISOString(),
  };
}

export function me(caller: StaffCaller): WorkshopMe {
  return { staff: toStaffAccount(caller.staff), workshop: { workshop_id: caller.workshop.workshop_id, name: caller.workshop.name } };
}

/** The text that carries a staff account's code; workshops get it in English and Malay alike. */
function staffCodeText(code: string, language: Language = 'en'): string {
  return serverText(language, 'sms', 'workshopStaffCode', { code });
}

/**
 * A code for the account (within the number's send limits) in the caller's transaction: a new one
 * to text, or null while the live code already texted is the one to type.
 */
async function issueStaffCode(ctx: ApiContext, trx: ApiContext['db'], staff: WorkshopStaff, now: Date): Promise<string | null> {
  const { code } = await offerCode(trx, ctx.secrets.codes, { owner: { staffId: staff.id }, mobileNumber: staff.mobile_number, purpose: 'workshop_staff' }, now);
  return code;
}

/**
 * Makes a workshop account (the owner by the careline, staff by the owner) and texts its number the
 * code that sets its password. A number that already has a live workshop account, or is a member's,
 * is refused: a workshop's number is not an end-consumer's.
 */
async function createAccount(
  ctx: ApiContext,
  input: { workshopId: string; role: 'owner' | 'staff'; name: string | undefined; mobileNumber: string | undefined },
  audit: { actor: string; details?: Record<string, unknown> },
): Promise<StaffAccount> {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  const mobileNumber = (input.mobileNumber ?? '').trim();
  if (!name) throw badRequest(workshopAppErrors.nameRequired);
  assertRules(validateFullMobile(mobileNumber, 'register'));
  const now = ctx.clock.now();
  const created = await ctx.db.transaction().execute(async (trx) => {
    if (await findLiveStaffByMobile(trx, mobileNumber, { forUpdate: true })) throw conflict(workshopAppErrors.staffExists);
    const member = await findMemberByMobile(trx, mobileNumber);
    if (member && member.verified_at && !member.anonymised_at) throw conflict(workshopAppErrors.staffIsMember);
    if (input.role === StaffRole.Owner && (await findLiveOwner(trx, input.workshopId))) throw conflict(workshopAppErrors.ownerExists);
    const staff = await insertStaff(trx, { workshop_id: input.workshopId, role: input.role, name, mobile_number: mobileNumber, now });
    await writeAudit(trx, {
      actor: audit.actor,
      action: input.role === StaffRole.Owner ? 'workshop.owner_created' : 'workshop.staff_added',
      subject: staffActor(staff),
      details: { ...audit.details, ...staffAuditDetails(staff) },
      at: now,
    });
    return { staff, code: await issueStaffCode(ctx, trx, staff, now) };
  });
  if (created.code) await sendCode(ctx, mobileNumber, staffCodeText(created.code));
  return toStaffAccount(created.staff);
}

/** The careline creates a workshop's owner (operator API); one live owner per workshop. */
export async function createOwner(ctx: ApiContext, workshopId: string, body: { name?: string; mobile_number?: string } | undefined, operator: string): Promise<StaffAccount> {
  const workshop = await findWorkshop(ctx.db, workshopId);
  if (!workshop) throw notFound(workshopAppErrors.workshopNotFound);
  return createAccount(ctx, { workshopId: workshop.workshop_id, role: StaffRole.Owner, name: body?.name, mobileNumber: body?.mobile_number }, { actor: operator });
}

/** The owner adds a staff member to their own workshop. */
export async function addStaff(ctx: ApiContext, owner: StaffCaller, body: Partial<AddStaffRequest> | undefined): Promise<StaffAccount> {
  return createAccount(
    ctx,
    { workshopId: owner.workshop.workshop_id, role: StaffRole.Staff, name: body?.name, mobileNumber: body?.mobile_number },
    { actor: staffActor(owner.staff), details: { by: staffAuditDetails(owner.staff) } },
  );
}

export async function listStaff(ctx: ApiContext, caller: StaffCaller): Promise<StaffAccount[]> {
  return (await listWorkshopStaff(ctx.db, caller.workshop.workshop_id)).map(toStaffAccount);
}

/** The owner removes a staff member of their own workshop; every session of theirs ends at once. */
export async function removeStaff(ctx: ApiContext, owner: StaffCaller, idParam: string): Promise<null> {
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const staff = id === null ? undefined : await findStaffOfWorkshop(ctx.db, owner.workshop.workshop_id, id);
  if (!staff) throw notFound(workshopAppErrors.staffNotFound);
  if (staff.role === StaffRole.Owner) throw conflict(workshopAppErrors.cannotRemoveOwner);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await markStaffRemoved(trx, staff.id, now);
    await revokeStaffSessions(trx, { staffId: staff.id }, 'removed', now);
    await writeAudit(trx, {
      actor: staffActor(owner.staff),
      action: 'workshop.staff_removed',
      subject: staffActor(staff),
      details: { ...staffAuditDetails(staff), by: staffAuditDetails(owner.staff) },
      at: now,
    });
  });
  return null;
}

/** The owner replaces the workshop's key for machine clients; the old one stops working at once. */
export async function rotateWorkshopKey(ctx: ApiContext, owner: StaffCaller): Promise<{ key: string }> {
  const key = newWorkshopKey();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setWorkshopKeyHash(trx, owner.workshop.workshop_id, hashWorkshopKey(key), now);
    await writeAudit(trx, { actor: staffActor(owner.staff), action: 'workshop.key_issued', subject: owner.workshop.workshop_id, details: staffAuditDetails(owner.staff), at: now });
  });
  return { key };
}

/**
 * Texts a new code to a workshop account's number (a forgotten password, or a lost first code).
 * Every number gets the same answer; only a live account's is texted.
 */
export async function sendPasswordCode(ctx: ApiContext, body: { mobile_number?: string } | undefined): Promise<null> {
  const mobileNumber = (body?.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'reset'));
  const now = ctx.clock.now();
  const code = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const staff = await findLiveStaffByMobile(trx, mobileNumber, { forUpdate: true });
      return staff ? issueStaffCode(ctx, trx, staff, now) : null;
    })
    // A number that may not be texted yet answers as every other number does: nothing tells a
    // stranger which numbers have workshop accounts.
    .catch((err: unknown) => {
      if (err instanceof ApiError && err.statusCode === 429) return null;
      throw err;
    });
  if (code) await sendCode(ctx, mobileNumber, staffCodeText(code));
  return null;
}

type PasswordOutcome = { tokens: AuthTokens } | { refusal: ApiError };

/** Sets the account's password with its latest code, ends its other sessions and signs it in. */
export async function setPassword(ctx: ApiContext, body: Partial<SetStaffPasswordRequest> | undefined): Promise<AuthTokens> {
  const mobileNumber = (body?.mobile_number ?? '').trim();
  const tac = (body?.tac ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'reset'), validateTac(tac), validateNewPassword(body?.password, 'reset'));
  const passwordHash = await ctx.passwords.hash(body!.password!);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<PasswordOutcome> => {
    const staff = await findLiveStaffByMobile(trx, mobileNumber, { forUpdate: true });
    if (!staff) return { refusal: codeRefusal('expired', 400) };
    const code = await liveCode(trx, staff.mobile_number, 'workshop_staff', now);
    const check = await checkCode(trx, ctx.secrets.codes, code, `staff:${staff.id}`, tac, now);
    if (check !== 'ok') return { refusal: codeRefusal(check, 400) };
    await setStaffPasswordHash(trx, staff.id, passwordHash, now);
    await revokeStaffSessions(trx, { staffId: staff.id }, 'password set', now);
    await clearLoginFailures(trx, mobileNumber);
    await writeAudit(trx, { actor: staffActor(staff), action: 'workshop.staff_password_set', subject: staffActor(staff), details: staffAuditDetails(staff), at: now });
    return { tokens: await startStaffSession(trx, ctx.secrets.jwt, staff.id, now) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.tokens;
}

/** Mobile number and password; slowed as members' logins are, never locked, with the same single refusal. */
export async function staffLogin(ctx: ApiContext, body: Partial<StaffLoginRequest> | undefined, ip: string): Promise<AuthTokens> {
  const mobileNumber = (body?.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'login'), validateLoginPassword(body?.password));
  const now = ctx.clock.now();
  const throttle = await loginThrottle(ctx.db, mobileNumber, ip, now);
  // Slows the source down; never refuses: a right password opens the account whatever others failed.
  await ctx.delay(throttleWaitMs(throttle));
  const staff = await findLiveStaffByMobile(ctx.db, mobileNumber);
  const workshop = staff ? await findWorkshop(ctx.db, staff.workshop_id) : undefined;
  const canLogIn = staff !== undefined && staff.password_hash !== null && workshop?.status === 'active';
  const passwordOk = canLogIn
    ? await ctx.passwords.verify(staff.password_hash!, body!.password!)
    : (await ctx.passwords.verify(await decoyHashFor(ctx), body!.password!)) && false;
  if (!passwordOk) {
    await recordLoginFailure(ctx.db, mobileNumber, ip, now, throttle);
    throw invalidLogin();
  }
  return ctx.db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, mobileNumber);
    return startStaffSession(trx, ctx.secrets.jwt, staff!.id, now);
  });
}

/** Rotates a staff refresh token; a spent one presented again ends its whole session. */
export async function staffRefresh(ctx: ApiContext, token: string): Promise<AuthTokens> {
  if (!token) throw invalidRefresh();
  const now = ctx.clock.now();
  const tokens = await ctx.db.transaction().execute(async (trx) => {
    const row = await findStaffRefreshToken(trx, sha256(token));
    if (!row || row.revoked_at || row.session_revoked_at) return null;
    if (row.used_at || !(await markStaffRefreshTokenUsed(trx, row.id, now))) {
      await revokeStaffSessions(trx, { sessionId: row.session_id }, 'refresh token reused', now);
      await writeAudit(trx, { actor: 'system', action: 'session.refresh_reused', subject: `workshop-staff:${row.staff_id}`, details: { session: row.session_id }, at: now });
      return null;
    }
    if (row.expires_at.getTime() <= now.getTime()) return null;
    return issueStaffTokens(trx, ctx.secrets.jwt, row.staff_id, row.session_id, now);
  });
  if (!tokens) throw invalidRefresh();
  return tokens;
}

/** Ends the session of a staff access token, even an expired one; nothing for anything else. */
export async function staffLogout(ctx: ApiContext, accessToken: string | null): Promise<void> {
  if (!accessToken) return;
  const now = ctx.clock.now();
  const claims = staffClaims(accessToken, ctx.secrets.jwt, now, { acceptExpired: true });
  if (!claims || !isUuid(claims.sessionId)) return;
  if ((await findStaffSessionOwner(ctx.db, claims.sessionId)) !== claims.staffId) return;
  await revokeStaffSessions(ctx.db, { sessionId: claims.sessionId }, 'logout', now);
}
