import type { ApiContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { CarelineStaffRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { carelineErrors, roleAtLeast, type CarelineInvitation, type CarelineStaff } from '../../../../shared/contract/careline';
import { writeAudit } from '../../audit/store';
import { carelineActor, type CarelineCaller } from './authenticate';
import {
  activeAdministrators,
  deletePasskeys,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  revokePersonalTokens,
  revokeSessions,
  updateStaff,
} from './store';
import { normalEmail, roleOf, toCarelineStaff } from './people';
import { newEnrolment } from './enrolment';

/* The careline's people, as administrators manage them: invitations, roles, deactivation, sign-in resets. */

export async function listCarelineStaff(ctx: ApiContext): Promise<CarelineStaff[]> {
  const rows = await listStaff(ctx.db);
  return Promise.all(rows.map((row) => toCarelineStaff(ctx.db, row, row.passkeys, row.last_signed_in_at)));
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
 * A deactivated person may sign in again, with the passkeys and authenticator they enrolled; what
 * they were signed in with before stays ended (a personal token is made again).
 */
export async function reactivate(ctx: ApiContext, caller: CarelineCaller, idText: string): Promise<CarelineStaff> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const staff = await otherPerson(trx, caller, idText);
    if (staff.deactivated_at) {
      await updateStaff(trx, staff.id, { deactivated_at: null }, now);
      await writeAudit(trx, { actor: caller.actor, action: 'careline.staff_reactivated', subject: carelineActor(staff), at: now });
    }
    return toCarelineStaff(trx, { ...staff, deactivated_at: null });
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
