import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { deliverTokens } from '../../http/authCookies';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { accountPaths } from '../../../shared/contract/accounts';
import { DeliveredTokens, ForgotPasswordRequest, ForgotPasswordResult, ResetPasswordRequest } from '../../../shared/contract/schemas/accounts';
import { forgotPassword, resetPassword } from './service';

export const passwordsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);

  api.post(
    accountPaths.forgotPassword,
    {
      schema: {
        body: presenceByRules(ForgotPasswordRequest),
        ...describe({
          caller: 'public',
          summary: 'Text a password reset code (answers alike for every number)',
          result: ForgotPasswordResult,
          refusals: { 429: 'A code was sent too recently or too often, or too many requests from this address', 502: 'The SMS could not be sent' },
        }),
      },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => sendOk(reply, await forgotPassword(ctx, request.body, request.ip)),
  );

  api.post(
    accountPaths.resetPassword,
    {
      schema: {
        body: presenceByRules(ResetPasswordRequest),
        ...describe({
          caller: 'public',
          summary: 'Set a new password with the reset token and the texted code; logs in',
          result: DeliveredTokens,
          refusals: { 400: 'Wrong or expired code or token, or the password breaks its rule', 429: 'Too many requests from this address' },
        }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) =>
      sendOk(reply, deliverTokens(request, reply, ctx.config.publicUrl, await resetPassword(ctx, request.body), { refreshTtlMs: REFRESH_TOKEN_TTL_MS })),
  );
};
