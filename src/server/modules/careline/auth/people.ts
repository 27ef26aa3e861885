import type { Db } from '../../../db/database';
import type { CarelineStaffRow } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { CARELINE_PASSWORD_LENGTH, carelineErrors, carelineRoles, type CarelineRole, type CarelineStaff } from '../../../../shared/contract/careline';
import { countPasskeys, lastSignIn } from './store';

/* What the careline's account calls share: an email, a role, a password, a person as the API shows them. */

export function normalEmail(value: string | undefined): string {
  const email = (value ?? '').trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(carelineErrors.emailInvalid);
  return email;
}

export function roleOf(value: string | undefined): CarelineRole {
  if (!carelineRoles.includes(value as CarelineRole)) throw badRequest(carelineErrors.roleInvalid);
  return value as CarelineRole;
}

/** ASVS 2.1.1: at least 12 characters; no rule on their kind (2.1.9). */
export function checkedPassword(value: string | undefined): string {
  if (typeof value !== 'string' || value.length < CARELINE_PASSWORD_LENGTH.min || value.length > CARELINE_PASSWORD_LENGTH.max) throw badRequest(carelineErrors.passwordInvalid);
  return value;
}

export async function toCarelineStaff(db: Db, staff: CarelineStaffRow, passkeys?: number, lastSignedIn?: Date | null): Promise<CarelineStaff> {
  const signedIn = lastSignedIn === undefined ? await lastSignIn(db, staff.id) : lastSignedIn;
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    active: staff.deactivated_at === null,
    passkeys: passkeys ?? (await countPasskeys(db, staff.id)),
    totp: staff.totp_secret !== null && staff.password_hash !== null,
    enrolled: staff.enrolled_at !== null,
    created_at: staff.created_at.toISOString(),
    last_signed_in_at: signedIn ? new Date(signedIn).toISOString() : null,
  };
}
