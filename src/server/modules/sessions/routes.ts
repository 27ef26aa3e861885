import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { bearerToken, stringFields } from '../../http/validate';
import { clearRefreshCookie, deliverTokens, refreshTokenCookie } from '../../http/authCookies';
import { accountPaths, type LoginRequest, type RefreshRequest } from '../../../shared/contract/accounts';
import { login, logout, refresh } from './service';
import { REFRESH_TOKEN_TTL_MS } from './tokens';

export function registerSessionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { publicUrl } = ctx.config;
  const refreshTtlMs = REFRESH_TOKEN_TTL_MS;

  app.post<{ Body: Partial<LoginRequest> }>(
    accountPaths.login,
    {
      schema: { body: stringFields({ mobile_number: 32, password: 256, captcha: 8192 }) },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, deliverTokens(request, reply, publicUrl, await login(ctx, request.body, request.ip), { refreshTtlMs })),
  );

  app.post<{ Body: Partial<RefreshRequest> }>(
    accountPaths.refreshToken,
    // Not rate limited: refresh tokens are 256-bit random, and every open tab refreshes hourly.
    { schema: { body: stringFields({ refresh_token: 256 }) } },
    async (request, reply) => {
      // The web app's refresh token is in its HttpOnly cookie; other clients send it in the body.
      const fromBody = (request.body?.refresh_token ?? '').trim();
      const token = fromBody || refreshTokenCookie(request);
      try {
        const tokens = await refresh(ctx, token);
        return sendOk(reply, deliverTokens(request, reply, publicUrl, tokens, { refreshTtlMs, cameByCookie: !fromBody }));
      } catch (err) {
        if (!fromBody) clearRefreshCookie(request, reply, publicUrl);
        throw err;
      }
    },
  );

  // Answers 200 whatever the token: after logout the browser forgets its tokens either way.
  app.get(accountPaths.logout, async (request, reply) => {
    await logout(ctx, bearerToken(request.headers.authorization));
    clearRefreshCookie(request, reply, publicUrl);
    return sendOk(reply, null);
  });
}
