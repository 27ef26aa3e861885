import type { ApiContext } from '../../../context';
import type { Db } from '../../../db/database';
import { randomToken, sha256 } from '../../../adapters/tokens';
import { ApiError, badRequest, conflict } from '../../../http/errors';
import type { AuthTokens } from '../../../../shared/contract/accounts';
import {
  CARELINE_SESSION,
  carelineErrors,
  enrolmentLink,
  type CarelineEnrolment,
  type CarelineTotpSetup,
  type PasskeyChallenge,
} from '../../../../shared/contract/careline';
import { writeAudit } from '../../audit/store';
import { carelineActor } from './authenticate';
import { registerPasskey, registrationOptions } from './passkeys';
import {
  activeAdministrators,
  findLiveEnrolment,
  findStaffByEmail,
  findStaffById,
  insertEnrolment,
  insertStaff,
  setEnrolmentTotp,
  spendEnrolment,
  updateStaff,
} from './store';
import { startCarelineSession } from './tokens';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStep, totpUri } from './totp';
import { normalEmail, checkedPassword } from './people';

const ENROLMENT_MS = CARELINE_SESSION.enrolmentHours * 60 * 60 * 1000;
const invalidEnrolment = () => new ApiError(404, carelineErrors.enrolmentInvalid);

/* One-time enrolment links: the first administrator's, an invitation's, a reset's. */

/** A new one-time link for `staff` (any earlier unused one stops working); the token is kept only as its hash. */
export async function newEnrolment(db: Db, publicUrl: string, staffId: number, now: Date): Promise<{ link: string; expiresAt: Date }> {
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
