import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { bearerToken, stringFields } from '../../http/validate';
import { accountPaths, type LoginRequest, type RefreshRequest } from '../../../shared/contract/accounts';
import { login, logout, refresh } from './service';

export function registerSessionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.post<{ Body: Partial<LoginRequest> }>(
    accountPaths.login,
    {
      schema: { body: stringFields({ mobile_number: 32, password: 256, captcha: 8192 }) },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, await login(ctx, request.body, request.ip)),
  );

  app.post<{ Body: Partial<RefreshRequest> }>(
    accountPaths.refreshToken,
    // Not rate limited: refresh tokens are 256-bit random, and every open tab refreshes hourly.
    { schema: { body: stringFields({ refresh_token: 256 }) } },
    async (request, reply) => sendOk(reply, await refresh(ctx, request.body)),
  );

  // Answers 200 whatever the token: after logout the browser forgets its tokens either way.
  app.get(accountPaths.logout, async (request, reply) => {
    await logout(ctx, bearerToken(request.headers.authorization));
    return sendOk(reply, null);
  });
}
