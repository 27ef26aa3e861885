import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { deliverTokens } from '../../http/authCookies';
import { accountPaths } from '../../../shared/contract/accounts';
import { DeliveredTokens, LoginRequest } from '../../../shared/contract/schemas/accounts';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { login } from './service';

export const loginModule: ApiModule = async (app, { ctx }) => {
  typed(app).post(
    accountPaths.login,
    {
      schema: {
        body: presenceByRules(LoginRequest),
        ...describe({
          caller: 'public',
          summary: 'Log in with mobile number and password',
          result: DeliveredTokens,
          refusals: { 400: 'Invalid mobile number or password', 429: 'Too many requests from this address' },
        }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) =>
      sendOk(reply, deliverTokens(request, reply, ctx.config.publicUrl, await login(ctx, request.body, request.ip), { refreshTtlMs: REFRESH_TOKEN_TTL_MS })),
  );
};
