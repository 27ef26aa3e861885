import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../../../context';
import type { CarelineStaffRow } from '../../../db/schema';
import { sha256 } from '../../../adapters/tokens';
import { ApiError, unauthorized } from '../../../http/errors';
import { bearerToken } from '../../../http/validate';
import {
  carelineErrors,
  carelineRefusalCodes,
  carelineRoles,
  PERSONAL_TOKEN_PREFIX,
  roleAtLeast,
  STEP_UP_CODE_HEADER,
  type CarelineRole,
} from '../../../../shared/contract/careline';
import { assertNotLimited, recordFailure } from './limits';
import { findPersonalToken, findSession, findStaffById, personalTokenUsed, spendTotpStep, touchSession } from './store';
import { carelineClaims, sessionOpen, STEP_UP_MS } from './tokens';
import { openTotpSecret, totpStep } from './totp';

/** The careline person behind a request: who, with which role, and through what. */
export interface CarelineCaller {
  staff: CarelineStaffRow;
  /** What this request may do: the person's role, or less for a token made with less. */
  role: CarelineRole;
  /** The audit log's name for the person. */
  actor: string;
  via: { kind: 'session'; sessionId: string; steppedUpAt: Date | null } | { kind: 'token'; tokenId: number };
}

export interface CarelineAccess {
  /** The least role the route needs. */
  role?: CarelineRole;
  /** The route changes a member's number, removes or exports personal data, or changes staff: it needs a recent step-up. */
  stepUp?: boolean;
  /** Personal access tokens are refused (the console's own account pages). */
  sessionOnly?: boolean;
}

const callers = new WeakMap<FastifyRequest, CarelineCaller>();

/** The audit log's name for a careline person. */
export function carelineActor(staff: { email: string }): string {
  return `careline:${staff.email}`;
}

/** A session's last request is written at most every ten seconds: the idle end needs no finer time. */
const TOUCH_EVERY_MS = 10 * 1000;

/**
 * An onRequest hook (before the body is read) for the careline's routes and the operator API: a
 * careline access token of an open session, or a personal access token, of an active person whose
 * role is at least `role`; with `stepUp`, a step-up within the last minutes (a session) or the
 * owner's authenticator code in X-Careline-Step-Up (a token). Refused tokens are limited and audited.
 */
export function createAuthenticateCareline(ctx: ApiContext, access: CarelineAccess = {}): onRequestAsyncHookHandler {
  const needed = access.role ?? 'agent';
  return async function authenticateCareline(request) {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(carelineErrors.unauthorized);
    const now = ctx.clock.now();
    const caller = token.startsWith(PERSONAL_TOKEN_PREFIX) ? await byPersonalToken(ctx, request, token, now, access) : await bySession(ctx, request, token, now);
    if (!roleAtLeast(caller.role, needed)) {
      throw new ApiError(403, carelineErrors.roleRequired(needed), { reason: carelineRefusalCodes.roleRequired, role: needed });
    }
    if (access.stepUp) await assertSteppedUp(ctx, request, caller, now);
    callers.set(request, caller);
  };
}

async function bySession(ctx: ApiContext, request: FastifyRequest, token: string, now: Date): Promise<CarelineCaller> {
  const claims = carelineClaims(token, ctx.secrets.jwt, now);
  if (!claims) {
    // An expired token of ours is the console's ordinary cue to refresh; anything else is a guess.
    if (!carelineClaims(token, ctx.secrets.jwt, now, { acceptExpired: true })) await refuseToken(ctx, request, 'malformed or foreign token', now);
    throw unauthorized(carelineErrors.unauthorized);
  }
  const session = await findSession(ctx.db, claims.sessionId);
  if (!session || session.staff_id !== claims.staffId || !sessionOpen(session, now)) throw unauthorized(carelineErrors.unauthorized);
  const staff = await findStaffById(ctx.db, claims.staffId);
  if (!staff || staff.deactivated_at) throw unauthorized(carelineErrors.unauthorized);
  if (now.getTime() - session.last_seen_at.getTime() >= TOUCH_EVERY_MS) await touchSession(ctx.db, session.id, now);
  return { staff, role: staff.role, actor: carelineActor(staff), via: { kind: 'session', sessionId: session.id, steppedUpAt: session.stepped_up_at } };
}

async function byPersonalToken(ctx: ApiContext, request: FastifyRequest, token: string, now: Date, access: CarelineAccess): Promise<CarelineCaller> {
  await assertNotLimited(ctx.db, { ip: request.ip }, now);
  const row = await findPersonalToken(ctx.db, sha256(token));
  const staff = row ? await findStaffById(ctx.db, row.staff_id) : undefined;
  const reason = !row || !staff ? 'unknown token' : row.revoked_at ? 'revoked token' : row.expires_at.getTime() <= now.getTime() ? 'expired token' : staff.deactivated_at ? 'deactivated person' : null;
  if (reason || !row || !staff) {
    await refuseToken(ctx, request, reason ?? 'unknown token', now, staff?.email);
    throw unauthorized(carelineErrors.unauthorized);
  }
  if (access.sessionOnly) throw new ApiError(403, carelineErrors.sessionOnly);
  await personalTokenUsed(ctx.db, row.id, now);
  // A token never does more than its owner may today, whatever it was made with.
  const role = carelineRoles[Math.min(carelineRoles.indexOf(row.role), carelineRoles.indexOf(staff.role))];
  return { staff, role, actor: carelineActor(staff), via: { kind: 'token', tokenId: row.id } };
}

async function refuseToken(ctx: ApiContext, request: FastifyRequest, reason: string, now: Date, owner?: string): Promise<void> {
  await recordFailure(ctx.db, { email: null, ip: request.ip, method: 'token', reason: owner ? `${reason} of careline:${owner}` : reason }, now);
}

async function assertSteppedUp(ctx: ApiContext, request: FastifyRequest, caller: CarelineCaller, now: Date): Promise<void> {
  const stale = () => new ApiError(403, carelineErrors.stepUpRequired, { reason: carelineRefusalCodes.stepUpRequired });
  if (caller.via.kind === 'session') {
    const at = caller.via.steppedUpAt;
    if (!at || now.getTime() - at.getTime() > STEP_UP_MS) throw stale();
    return;
  }
  const header = request.headers[STEP_UP_CODE_HEADER.toLowerCase()];
  const code = (Array.isArray(header) ? header[0] : header) ?? '';
  if (!code) throw new ApiError(403, carelineErrors.stepUpNeedsTotp, { reason: carelineRefusalCodes.stepUpRequired });
  const secret = caller.staff.totp_secret ? openTotpSecret(ctx.secrets.jwt, caller.staff.totp_secret) : null;
  const step = secret ? totpStep(secret, caller.staff.email, code.trim(), now) : null;
  if (step === null || !(await spendTotpStep(ctx.db, caller.staff.id, step))) {
    await recordFailure(ctx.db, { email: caller.staff.email, ip: request.ip, method: 'step_up_code', reason: 'wrong code' }, now);
    throw new ApiError(403, carelineErrors.stepUpFailed, { reason: carelineRefusalCodes.stepUpRequired });
  }
}

/** The person of a request that went through `createAuthenticateCareline`. */
export function currentCareline(request: FastifyRequest): CarelineCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized(carelineErrors.unauthorized);
  return caller;
}
