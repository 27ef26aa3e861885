import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import { deliverTokens } from '../../http/authCookies';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { accountPaths, type ForgotPasswordRequest, type ResetPasswordRequest } from '../../../shared/contract/accounts';
import { forgotPassword, resetPassword } from './service';

export function registerPasswordRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.post<{ Body: Partial<ForgotPasswordRequest> }>(
    accountPaths.forgotPassword,
    {
      schema: { body: stringFields({ mobile_number: 32, captcha: 8192 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => sendOk(reply, await forgotPassword(ctx, request.body, request.ip)),
  );

  app.post<{ Body: Partial<ResetPasswordRequest> }>(
    accountPaths.resetPassword,
    {
      schema: { body: stringFields({ token: 256, password: 256, tac: 16 }) },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) =>
      sendOk(reply, deliverTokens(request, reply, ctx.config.publicUrl, await resetPassword(ctx, request.body), { refreshTtlMs: REFRESH_TOKEN_TTL_MS })),
  );
}
