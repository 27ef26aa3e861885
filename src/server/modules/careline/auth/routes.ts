import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiModule } from '../../../context';
import { readCookie, setCookie, type CookieSpec } from '../../../http/authCookies';
import { sendOk } from '../../../http/envelope';
import { describe, presenceByRules, routePath, typed } from '../../../http/schema';
import { bearerToken } from '../../../http/validate';
import { isDatabaseUnavailable } from '../../../db/outage';
import { TOKEN_DELIVERY_HEADER, type AuthTokens, type BrowserTokens } from '../../../../shared/contract/accounts';
import { DeliveredTokens } from '../../../../shared/contract/schemas/accounts';
import { carelinePaths } from '../../../../shared/contract/careline';
import {
  CarelineEnrolment,
  CarelineInvitation,
  CarelineInviteRequest,
  CarelineLoginRequest,
  CarelineMe,
  CarelineRefreshRequest,
  CarelineRoleRequest,
  CarelineStaff,
  CarelineTotpSetup,
  EnrolmentPasskeyRequest,
  EnrolmentPasswordRequest,
  EnrolmentTokenRequest,
  NewPersonalToken,
  NewPersonalTokenRequest,
  PasskeyAnswer,
  PasskeyChallenge,
  PersonalToken,
  StaffParams,
  StepUpRequest,
  StepUpResult,
  TokenParams,
} from '../../../../shared/contract/schemas/careline';
import { createAuthenticateCareline, currentCareline } from './authenticate';
import { addMyPasskey, logoutCareline, me, myPasskeyOptions, passkeySignIn, passkeySignInOptions, passwordSignIn, refreshCareline, stepUp, stepUpChallenge } from './service';
import { enrolmentInfo, enrolmentPasskeyOptions, enrolmentTotp, enrolWithPasskey, enrolWithPassword } from './enrolment';
import { changeRole, deactivate, invite, listCarelineStaff, reactivate, resetSignIn } from './staff';
import { createMyToken, listMyTokens, revokeMyToken } from './personalTokens';
import { MAX_SESSION_MS } from './tokens';

/** The console's refresh token: an HttpOnly cookie sent only to its refresh path, for at most the session's 8 hours. */
const CARELINE_REFRESH_COOKIE = 'careline_refresh_token';
const carelineCookie = (maxAgeSeconds: number): CookieSpec => ({ name: CARELINE_REFRESH_COOKIE, path: carelinePaths.refreshToken, maxAgeSeconds });

function deliver(request: FastifyRequest, reply: FastifyReply, publicUrl: string, tokens: AuthTokens, cameByCookie = false): AuthTokens | BrowserTokens {
  setCookie(request, reply, publicUrl, carelineCookie(Math.floor(MAX_SESSION_MS / 1000)), tokens.refresh_token);
  const cookieOnly = cameByCookie || request.headers[TOKEN_DELIVERY_HEADER.toLowerCase()] === 'cookie';
  return cookieOnly ? { access_token: tokens.access_token } : tokens;
}

const clearCookie = (request: FastifyRequest, reply: FastifyReply, publicUrl: string) => setCookie(request, reply, publicUrl, carelineCookie(0), '');

const signInRefusals = { 400: 'Wrong email, password or code, or a passkey answer that was not accepted (one text for every reason)', 429: 'Too many failed sign-ins for the account or from the address (`result.retry_after` seconds)' };
const staffRefusals = { 403: 'Not an administrator, a step-up is needed, or the person is yourself', 404: 'No such careline person' };

/** Careline people: sign-in, sessions, step-up, enrolment, personal tokens and staff (README 'Careline'). */
export const carelineAuthModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const { publicUrl } = ctx.config;
  const signedIn = createAuthenticateCareline(ctx, { sessionOnly: true });
  const steppedUp = createAuthenticateCareline(ctx, { sessionOnly: true, stepUp: true });
  const administrator = createAuthenticateCareline(ctx, { role: 'administrator', sessionOnly: true });
  const staffChange = createAuthenticateCareline(ctx, { role: 'administrator', sessionOnly: true, stepUp: true });
  const checksSecret = { rateLimit: ctx.rateLimits.checksSecret };

  api.post(
    carelinePaths.login,
    {
      schema: { body: presenceByRules(CarelineLoginRequest), ...describe({ caller: 'public', summary: 'Sign in to the careline with email, password and authenticator code', result: DeliveredTokens, refusals: signInRefusals }) },
      config: checksSecret,
    },
    async (request, reply) => sendOk(reply, deliver(request, reply, publicUrl, await passwordSignIn(ctx, request.body, request.ip))),
  );

  api.post(
    carelinePaths.passkeyOptions,
    { schema: describe({ caller: 'public', summary: 'Options for a passkey sign-in (the browser offers the person’s passkeys)', result: PasskeyChallenge, refusals: { 429: signInRefusals[429] } }), config: checksSecret },
    async (request, reply) => sendOk(reply, await passkeySignInOptions(ctx, request.ip)),
  );

  api.post(
    carelinePaths.passkeyLogin,
    { schema: { body: presenceByRules(PasskeyAnswer), ...describe({ caller: 'public', summary: 'Sign in to the careline with a passkey', result: DeliveredTokens, refusals: signInRefusals }) }, config: checksSecret },
    async (request, reply) => sendOk(reply, deliver(request, reply, publicUrl, await passkeySignIn(ctx, request.body, request.ip))),
  );

  api.post(
    carelinePaths.refreshToken,
    {
      schema: {
        body: presenceByRules(CarelineRefreshRequest),
        ...describe({ caller: 'public', summary: 'Exchange a careline refresh token (body or HttpOnly cookie) for a new pair', result: DeliveredTokens, refusals: { 401: 'The session ended: idle 15 minutes, 8 hours old, signed out, or the token was used before' } }),
      },
    },
    async (request, reply) => {
      const fromBody = (request.body?.refresh_token ?? '').trim();
      const token = fromBody || readCookie(request, CARELINE_REFRESH_COOKIE);
      try {
        return sendOk(reply, deliver(request, reply, publicUrl, await refreshCareline(ctx, token), !fromBody));
      } catch (err) {
        if (!fromBody && !isDatabaseUnavailable(err)) clearCookie(request, reply, publicUrl);
        throw err;
      }
    },
  );

  api.post(
    carelinePaths.logout,
    { schema: describe({ caller: 'careline', summary: 'End the session of the careline access token (200 whatever the token)', refusals: {} }) },
    async (request, reply) => {
      await logoutCareline(ctx, bearerToken(request.headers.authorization));
      clearCookie(request, reply, publicUrl);
      return sendOk(reply, null);
    },
  );

  api.post(
    carelinePaths.stepUpOptions,
    { onRequest: signedIn, schema: describe({ caller: 'careline', summary: 'Options for a passkey step-up of the signed-in person', result: PasskeyChallenge }) },
    async (request, reply) => sendOk(reply, await stepUpChallenge(ctx, currentCareline(request))),
  );

  api.post(
    carelinePaths.stepUp,
    {
      onRequest: signedIn,
      schema: {
        body: StepUpRequest,
        ...describe({
          caller: 'careline',
          summary: 'Confirm it is you again (a passkey answer, or `totp`): sensitive calls pass for 5 minutes (audited)',
          result: StepUpResult,
          refusals: { 400: 'The passkey or code was not accepted', 429: 'Too many wrong codes' },
        }),
      },
      config: checksSecret,
    },
    async (request, reply) => sendOk(reply, await stepUp(ctx, currentCareline(request), request.body, request.ip)),
  );

  api.post(
    carelinePaths.enrolment,
    { schema: { body: presenceByRules(EnrolmentTokenRequest), ...describe({ caller: 'public', summary: 'Who a one-time enrolment link is for', result: CarelineEnrolment, refusals: { 404: 'The link was used, replaced or has expired' } }) }, config: checksSecret },
    async (request, reply) => sendOk(reply, await enrolmentInfo(ctx, request.body?.token)),
  );

  api.post(
    carelinePaths.enrolmentTotp,
    { schema: { body: presenceByRules(EnrolmentTokenRequest), ...describe({ caller: 'public', summary: 'A new authenticator secret for the enrolment', result: CarelineTotpSetup, refusals: { 404: 'The link was used, replaced or has expired' } }) }, config: checksSecret },
    async (request, reply) => sendOk(reply, await enrolmentTotp(ctx, request.body?.token)),
  );

  api.post(
    carelinePaths.enrolmentPassword,
    {
      schema: {
        body: presenceByRules(EnrolmentPasswordRequest),
        ...describe({ caller: 'public', summary: 'Complete an enrolment with a password and the new authenticator’s code; signs in (audited)', result: DeliveredTokens, refusals: { 400: 'The password is too short, or the code is wrong', 404: 'The link was used, replaced or has expired' } }),
      },
      config: checksSecret,
    },
    async (request, reply) => sendOk(reply, deliver(request, reply, publicUrl, await enrolWithPassword(ctx, request.body))),
  );

  api.post(
    carelinePaths.enrolmentPasskeyOptions,
    { schema: { body: presenceByRules(EnrolmentTokenRequest), ...describe({ caller: 'public', summary: 'Options to make a passkey for the enrolment', result: PasskeyChallenge, refusals: { 404: 'The link was used, replaced or has expired' } }) }, config: checksSecret },
    async (request, reply) => sendOk(reply, await enrolmentPasskeyOptions(ctx, request.body?.token)),
  );

  api.post(
    carelinePaths.enrolmentPasskey,
    {
      schema: {
        body: presenceByRules(EnrolmentPasskeyRequest),
        ...describe({ caller: 'public', summary: 'Complete an enrolment with a new passkey; signs in (audited)', result: DeliveredTokens, refusals: { 400: 'The passkey was not accepted', 404: 'The link was used, replaced or has expired' } }),
      },
      config: checksSecret,
    },
    async (request, reply) => sendOk(reply, deliver(request, reply, publicUrl, await enrolWithPasskey(ctx, request.body))),
  );

  api.get(
    carelinePaths.me,
    { onRequest: signedIn, schema: describe({ caller: 'careline', summary: 'The signed-in person and their session’s ends', result: CarelineMe }) },
    async (request, reply) => sendOk(reply, await me(ctx, currentCareline(request))),
  );

  api.post(
    carelinePaths.myPasskeyOptions,
    { onRequest: steppedUp, schema: describe({ caller: 'careline', summary: 'Options to add a passkey (after a step-up)', result: PasskeyChallenge, refusals: { 403: 'A step-up is needed' } }) },
    async (request, reply) => sendOk(reply, await myPasskeyOptions(ctx, currentCareline(request))),
  );

  api.post(
    carelinePaths.myPasskeys,
    { onRequest: steppedUp, schema: { body: presenceByRules(PasskeyAnswer), ...describe({ caller: 'careline', summary: 'Add a passkey (after a step-up; audited)', result: CarelineStaff, refusals: { 400: 'The passkey was not accepted', 403: 'A step-up is needed' } }) } },
    async (request, reply) => sendOk(reply, await addMyPasskey(ctx, currentCareline(request), request.body)),
  );

  api.get(
    carelinePaths.myTokens,
    { onRequest: signedIn, schema: describe({ caller: 'careline', summary: 'The signed-in person’s personal access tokens', result: Type.Array(PersonalToken) }) },
    async (request, reply) => sendOk(reply, await listMyTokens(ctx, currentCareline(request))),
  );

  api.post(
    carelinePaths.myTokens,
    {
      onRequest: steppedUp,
      schema: {
        body: presenceByRules(NewPersonalTokenRequest),
        ...describe({ caller: 'careline', summary: 'Make a personal access token for npm run ops, shown once (after a step-up; audited)', result: NewPersonalToken, refusals: { 403: 'A step-up is needed, or the role asked for is above yours' } }),
      },
    },
    async (request, reply) => sendOk(reply, await createMyToken(ctx, currentCareline(request), request.body)),
  );

  api.delete(
    routePath(carelinePaths.myToken, 'id'),
    { onRequest: signedIn, schema: { params: TokenParams, ...describe({ caller: 'careline', summary: 'Revoke one of your personal access tokens (audited)', refusals: { 404: 'No such token of yours, or revoked already' } }) } },
    async (request, reply) => sendOk(reply, await revokeMyToken(ctx, currentCareline(request), request.params.id)),
  );

  api.get(
    carelinePaths.staff,
    { onRequest: administrator, schema: describe({ caller: 'careline', summary: 'Every careline person (administrators)', result: Type.Array(CarelineStaff), refusals: { 403: 'Not an administrator' } }) },
    async (request, reply) => sendOk(reply, await listCarelineStaff(ctx)),
  );

  api.post(
    carelinePaths.staff,
    {
      onRequest: staffChange,
      schema: {
        body: presenceByRules(CarelineInviteRequest),
        ...describe({ caller: 'careline', summary: 'Invite a person with a role: a one-time enrolment link, shown once (administrators, after a step-up; audited)', result: CarelineInvitation, refusals: { ...staffRefusals, 409: 'The email has an account' } }),
      },
    },
    async (request, reply) => sendOk(reply, await invite(ctx, currentCareline(request), request.body)),
  );

  api.put(
    routePath(carelinePaths.staffRole, 'id'),
    {
      onRequest: staffChange,
      schema: {
        params: StaffParams,
        body: presenceByRules(CarelineRoleRequest),
        ...describe({ caller: 'careline', summary: 'Change a person’s role (administrators, after a step-up; audited)', result: CarelineStaff, refusals: { ...staffRefusals, 409: 'The last administrator keeps the role' } }),
      },
    },
    async (request, reply) => sendOk(reply, await changeRole(ctx, currentCareline(request), request.params.id, request.body)),
  );

  api.post(
    routePath(carelinePaths.staffDeactivate, 'id'),
    { onRequest: staffChange, schema: { params: StaffParams, ...describe({ caller: 'careline', summary: 'Deactivate a person: sessions and tokens stop at once (administrators, after a step-up; audited)', result: CarelineStaff, refusals: staffRefusals }) } },
    async (request, reply) => sendOk(reply, await deactivate(ctx, currentCareline(request), request.params.id)),
  );

  api.post(
    routePath(carelinePaths.staffReactivate, 'id'),
    {
      onRequest: staffChange,
      schema: { params: StaffParams, ...describe({ caller: 'careline', summary: 'Reactivate a deactivated person: they sign in again with what they enrolled (administrators, after a step-up; audited)', result: CarelineStaff, refusals: staffRefusals }) },
    },
    async (request, reply) => sendOk(reply, await reactivate(ctx, currentCareline(request), request.params.id)),
  );

  api.post(
    routePath(carelinePaths.staffResetSignIn, 'id'),
    {
      onRequest: staffChange,
      schema: { params: StaffParams, ...describe({ caller: 'careline', summary: 'Remove a person’s passkeys and authenticator; answers a new enrolment link (administrators, after a step-up; audited)', result: CarelineInvitation, refusals: staffRefusals }) },
    },
    async (request, reply) => sendOk(reply, await resetSignIn(ctx, currentCareline(request), request.params.id)),
  );
};
