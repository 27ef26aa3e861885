import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiModule } from '../../context';
import { readCookie, setCookie, type CookieSpec } from '../../http/authCookies';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, routePath, typed } from '../../http/schema';
import { bearerToken } from '../../http/validate';
import { isDatabaseUnavailable } from '../../db/outage';
import { TOKEN_DELIVERY_HEADER, type AuthTokens, type BrowserTokens } from '../../../shared/contract/accounts';
import { DeliveredTokens } from '../../../shared/contract/schemas/accounts';
import { workshopAppPaths } from '../../../shared/contract/workshopApp';
import {
  AddStaffRequest,
  SetStaffPasswordRequest,
  StaffAccount,
  StaffIdParams,
  StaffLoginRequest,
  StaffPasswordCodeRequest,
  StaffRefreshRequest,
  WorkshopKeyResult,
  WorkshopMe,
} from '../../../shared/contract/schemas/workshopApp';
import { Type } from '@sinclair/typebox';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { createAuthenticateStaff, currentStaff } from './auth';
import { addStaff, listStaff, me, removeStaff, rotateWorkshopKey, sendPasswordCode, setPassword, staffLogin, staffLogout, staffRefresh } from './service';

/** The workshop app's refresh token: an HttpOnly cookie of its own, sent only to its refresh path. */
const STAFF_REFRESH_COOKIE = 'workshop_refresh_token';
const staffCookie = (maxAgeSeconds: number): CookieSpec => ({ name: STAFF_REFRESH_COOKIE, path: workshopAppPaths.refreshToken, maxAgeSeconds });

function deliverStaffTokens(request: FastifyRequest, reply: FastifyReply, publicUrl: string, tokens: AuthTokens, cameByCookie = false): AuthTokens | BrowserTokens {
  setCookie(request, reply, publicUrl, staffCookie(Math.floor(REFRESH_TOKEN_TTL_MS / 1000)), tokens.refresh_token);
  const cookieOnly = cameByCookie || request.headers[TOKEN_DELIVERY_HEADER.toLowerCase()] === 'cookie';
  return cookieOnly ? { access_token: tokens.access_token } : tokens;
}

const clearStaffCookie = (request: FastifyRequest, reply: FastifyReply, publicUrl: string) => setCookie(request, reply, publicUrl, staffCookie(0), '');

/** Workshop staff accounts and sessions (domain.md 'Workshop staff'). */
export const workshopStaffModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const { publicUrl } = ctx.config;
  const authenticate = createAuthenticateStaff(ctx);
  const ownerOnly = createAuthenticateStaff(ctx, { ownerOnly: true });

  api.post(
    workshopAppPaths.login,
    {
      schema: {
        body: presenceByRules(StaffLoginRequest),
        ...describe({ caller: 'public', summary: 'Workshop staff log in with mobile number and password', result: DeliveredTokens, refusals: { 400: 'Invalid mobile number or password (the same for every reason)' } }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, deliverStaffTokens(request, reply, publicUrl, await staffLogin(ctx, request.body, request.ip))),
  );

  api.post(
    workshopAppPaths.refreshToken,
    {
      schema: {
        body: presenceByRules(StaffRefreshRequest),
        ...describe({ caller: 'public', summary: 'Exchange a workshop refresh token (body or HttpOnly cookie) for a new pair', result: DeliveredTokens, refusals: { 401: 'The refresh token is unknown, expired or was used before' } }),
      },
    },
    async (request, reply) => {
      const fromBody = (request.body?.refresh_token ?? '').trim();
      const token = fromBody || readCookie(request, STAFF_REFRESH_COOKIE);
      try {
        return sendOk(reply, deliverStaffTokens(request, reply, publicUrl, await staffRefresh(ctx, token), !fromBody));
      } catch (err) {
        if (!fromBody && !isDatabaseUnavailable(err)) clearStaffCookie(request, reply, publicUrl);
        throw err;
      }
    },
  );

  api.post(
    workshopAppPaths.logout,
    { schema: describe({ caller: 'staff', summary: 'End the session of the staff access token (200 whatever the token)', refusals: {} }) },
    async (request, reply) => {
      await staffLogout(ctx, bearerToken(request.headers.authorization));
      clearStaffCookie(request, reply, publicUrl);
      return sendOk(reply, null);
    },
  );

  api.post(
    workshopAppPaths.passwordCode,
    {
      schema: {
        body: presenceByRules(StaffPasswordCodeRequest),
        ...describe({ caller: 'public', summary: "Text a code to a workshop account's number to set its password (the same answer for every number)", refusals: { 429: 'A code was sent too recently or too often', 502: 'The SMS could not be sent' } }),
      },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => sendOk(reply, await sendPasswordCode(ctx, request.body)),
  );

  api.post(
    workshopAppPaths.password,
    {
      schema: {
        body: presenceByRules(SetStaffPasswordRequest),
        ...describe({ caller: 'public', summary: 'Set a workshop account’s password with the texted code; logs in', result: DeliveredTokens, refusals: { 400: 'Wrong or expired code, or the password breaks its rule' } }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, deliverStaffTokens(request, reply, publicUrl, await setPassword(ctx, request.body))),
  );

  api.get(
    workshopAppPaths.me,
    { preHandler: authenticate, schema: describe({ caller: 'staff', summary: 'The signed-in staff member and their workshop', result: WorkshopMe }) },
    async (request, reply) => sendOk(reply, me(currentStaff(request))),
  );

  api.get(
    workshopAppPaths.staff,
    { preHandler: authenticate, schema: describe({ caller: 'staff', summary: "The workshop's owner and staff", result: Type.Array(StaffAccount) }) },
    async (request, reply) => sendOk(reply, await listStaff(ctx, currentStaff(request))),
  );

  api.post(
    workshopAppPaths.staff,
    {
      preHandler: ownerOnly,
      schema: {
        body: presenceByRules(AddStaffRequest),
        ...describe({
          caller: 'staff',
          summary: 'Add a staff member (owner only); their number is texted a code to set a password (audited)',
          result: StaffAccount,
          refusals: { 403: 'Not the owner', 409: 'The number already has a workshop account or is a member’s', 429: 'A code was sent to the number too recently', 502: 'The SMS could not be sent' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await addStaff(ctx, currentStaff(request), request.body)),
  );

  api.delete(
    routePath(workshopAppPaths.staffMember, 'id'),
    {
      preHandler: ownerOnly,
      schema: {
        params: StaffIdParams,
        ...describe({ caller: 'staff', summary: 'Remove a staff member (owner only); their sessions end (audited)', refusals: { 403: 'Not the owner', 404: 'No such staff member at this workshop', 409: 'The owner cannot be removed' } }),
      },
    },
    async (request, reply) => sendOk(reply, await removeStaff(ctx, currentStaff(request), request.params.id)),
  );

  api.post(
    workshopAppPaths.key,
    { preHandler: ownerOnly, schema: describe({ caller: 'staff', summary: 'Issue a new X-Workshop-Key for machine clients, shown once (owner only; audited)', result: WorkshopKeyResult, refusals: { 403: 'Not the owner' } }) },
    async (request, reply) => sendOk(reply, await rotateWorkshopKey(ctx, currentStaff(request))),
  );
};
