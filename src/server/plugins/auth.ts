import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../adapters/clock';
import type { Db } from '../db/database';
import type { Member } from '../db/schema';
import { verifyAccessToken } from '../adapters/tokens';
import { unauthorized } from '../http/errors';
import { isUuid } from '../http/ids';
import { bearerToken } from '../http/validate';
import { accountErrors } from '../../shared/contract/accounts';
import { findSessionMember } from '../modules/sessions/store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of a route behind `authenticate`; set before the handler runs. */
    member: Member | null;
    /** The session (refresh-token family) the access token was issued in. */
    sessionId: string | null;
  }
}

/** Decorates requests for `authenticate`; call once on the root instance, before any route. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionId', null);
}

/** What checking a member's access token needs of the app's context. */
export interface SessionCheck {
  db: Db;
  clock: Clock;
  secrets: { jwt: string };
}

/**
 * A preHandler for member-only routes: the bearer access token must be signed by us, unexpired, and
 * its session still open (so logout and password changes take effect at once, not after an hour).
 * With `cookie`, a request without one may present the web app's `access_token` cookie instead: for
 * files the browser opens itself (a receipt in a new tab), which cannot carry a header. Only
 * read-only routes take it, and the cookie is SameSite=Lax.
 */
export function createAuthenticate(ctx: SessionCheck, options: { cookie?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const claims = accessClaims(ctx, request, options);
    const member = await findSessionMember(ctx.db, claims.sessionId, claims.memberId);
    if (!member) throw unauthorized(accountErrors.unauthorized);
    request.member = member;
    request.sessionId = claims.sessionId;
  };
}

/** Who a signed, unexpired access token says the caller is; whether its session is still open is the caller's query. */
export interface AccessClaimsOfRequest {
  memberId: number;
  sessionId: string;
}

/**
 * The bearer token's claims, checked without the database (signature, expiry, shape); a 401 when
 * they fail. A route that reads its rows in the same query as the session (the service-check poll)
 * starts here, and must still refuse the request when that query finds the session closed.
 */
export function accessClaims(ctx: SessionCheck, request: FastifyRequest, options: { cookie?: boolean } = {}): AccessClaimsOfRequest {
  const token = bearerToken(request.headers.authorization) ?? (options.cookie ? accessTokenCookie(request) : undefined);
  if (!token) throw unauthorized(accountErrors.unauthorized);
  const check = verifyAccessToken(token, ctx.secrets.jwt, ctx.clock.now());
  if (!check.ok || !isUuid(check.claims.sid) || !/^\d{1,9}$/.test(check.claims.sub)) {
    throw unauthorized(accountErrors.unauthorized);
  }
  return { memberId: Number(check.claims.sub), sessionId: check.claims.sid };
}

/**
 * The cookie as @fastify/cookie parsed it: a value that is not valid percent-encoding stays as sent
 * (it then fails the signature check, a 401) instead of throwing while being decoded.
 */
function accessTokenCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies?.access_token;
  return typeof value === 'string' && value ? value : undefined;
}

/** The member of a request that went through `authenticate`. */
export function currentMember(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized(accountErrors.unauthorized);
  return request.member;
}
