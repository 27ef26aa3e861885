import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { bearerToken } from '../../http/validate';
import { describe, presenceByRules, typed } from '../../http/schema';
import { clearRefreshCookie, deliverTokens, refreshTokenCookie } from '../../http/authCookies';
import { isDatabaseUnavailable } from '../../db/outage';
import { accountErrors, accountPaths } from '../../../shared/contract/accounts';
import { ApiError } from '../../http/errors';
import { isSameOrigin } from '../../http/origin';
import { DeliveredTokens, RefreshRequest } from '../../../shared/contract/schemas/accounts';
import { logout, refresh } from './service';
import { REFRESH_TOKEN_TTL_MS } from './tokens';

export const sessionsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const { publicUrl } = ctx.config;
  const refreshTtlMs = REFRESH_TOKEN_TTL_MS;

  api.post(
    accountPaths.refreshToken,
    // Not rate limited: refresh tokens are 256-bit random, and every open tab refreshes hourly.
    {
      schema: {
        body: presenceByRules(RefreshRequest),
        ...describe({
          caller: 'public',
          summary: 'Exchange a refresh token (body or HttpOnly cookie) for a new token pair',
          result: DeliveredTokens,
          refusals: { 401: 'The refresh token is unknown, expired or was used before' },
        }),
      },
    },
    async (request, reply) => {
      // The web app's refresh token is in its HttpOnly cookie; other clients send it in the body.
      const fromBody = (request.body?.refresh_token ?? '').trim();
      const token = fromBody || refreshTokenCookie(request);
      try {
        const tokens = await refresh(ctx, token);
        return sendOk(reply, deliverTokens(request, reply, publicUrl, tokens, { refreshTtlMs, cameByCookie: !fromBody }));
      } catch (err) {
        // A database outage (503) says nothing about the token: the member stays signed in.
        if (!fromBody && !isDatabaseUnavailable(err)) clearRefreshCookie(request, reply, publicUrl);
        throw err;
      }
    },
  );

  // Ends the bearer's session and clears the refresh cookie, only when asked from our own origin:
  // answers 200 whatever the token, since after logout the browser forgets its tokens either way.
  api.post(
    accountPaths.logout,
    {
      schema: describe({
        caller: 'member',
        summary: 'End the session of the bearer token and clear the refresh cookie (same-origin POST; 200 whatever the token)',
        refusals: { 403: 'Sent from another site (Origin or Sec-Fetch-Site)' },
      }),
    },
    async (request, reply) => {
      if (!isSameOrigin(request, publicUrl)) throw new ApiError(403, accountErrors.crossSite);
      await logout(ctx, bearerToken(request.headers.authorization));
      clearRefreshCookie(request, reply, publicUrl);
      return sendOk(reply, null);
    },
  );

  // The spec's GET, kept so that a client calling it still gets its 200; it changes nothing, so a
  // link or an image on another site cannot log a member out (README, 'API decisions worth knowing').
  api.get(
    accountPaths.logout,
    { schema: describe({ caller: 'member', summary: 'Kept from the spec: answers 200 and changes nothing (log out with POST)', refusals: {} }) },
    async (_request, reply) => sendOk(reply, null),
  );
};
