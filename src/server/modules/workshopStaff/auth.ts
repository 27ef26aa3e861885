import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../../context';
import type { Workshop, WorkshopStaff } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { bearerToken } from '../../http/validate';
import { StaffRole, workshopAppErrors } from '../../../shared/contract/workshopApp';
import { findLiveStaffSession } from './store';
import { staffClaims } from './tokens';

/** Who is at the counter: the staff member of a staff route, with their workshop and session. */
export interface StaffCaller {
  staff: WorkshopStaff;
  workshop: Workshop;
  sessionId: string;
}

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * A preHandler for the workshop app's routes: a staff access token, signed with the staff key and
 * unexpired, whose session is open, account live and workshop still in the programme. Checked on
 * every request, so a removed staff member is out at once.
 */
export function createAuthenticateStaff(ctx: ApiContext, options: { ownerOnly?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function authenticateStaff(request) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? staffClaims(token, ctx.secrets.jwt, ctx.clock.now()) : null;
    if (!claims) throw unauthorized(workshopAppErrors.unauthorized);
    const live = await findLiveStaffSession(ctx.db, claims.sessionId, claims.staffId);
    if (!live) throw unauthorized(workshopAppErrors.unauthorized);
    if (options.ownerOnly && live.staff.role !== StaffRole.Owner) throw forbidden(workshopAppErrors.ownerOnly);
    callers.set(request, { ...live, sessionId: claims.sessionId });
  };
}

export function currentStaff(request: FastifyRequest): StaffCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized(workshopAppErrors.unauthorized);
  return caller;
}

/** The audit log's name for a person at a workshop. */
export function staffActor(staff: { id: number }): string {
  return `workshop-staff:${staff.id}`;
}

/** A number as the audit log and the counter show it: the country code, three digits, then only the last three. */
export function maskMobile(mobileNumber: string): string {
  if (mobileNumber.length < 8) return '*'.repeat(mobileNumber.length);
  return `${mobileNumber.slice(0, 5)}${'*'.repeat(mobileNumber.length - 8)}${mobileNumber.slice(-3)}`;
}

/** What the audit log keeps of who acted at a workshop: never the full name or number. */
export function staffAuditDetails(staff: WorkshopStaff): Record<string, string> {
  return { workshop_id: staff.workshop_id, name: firstName(staff.name), mobile: maskMobile(staff.mobile_number) };
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
