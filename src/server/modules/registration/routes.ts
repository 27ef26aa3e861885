import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { clearRegistrationCookie, deliverTokens, registrationToken, setRegistrationCookie } from '../../http/authCookies';
import { stringFields } from '../../http/validate';
import {
  accountPaths,
  type RegisterRequest,
  type RegisterSocialRequest,
  type ResendRequest,
  type VerificationRequest,
} from '../../../shared/contract/accounts';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { ATTEMPT_TTL_MS } from './attempts';
import { register, registerSocial, resendVerification, verify } from './service';

const profileFields = {
  fullname: 255,
  email: 320,
  mobile_number: 32,
  birth_date: 32,
  referrer_code: 64,
  subscribe: 16,
  captcha: 8192,
};

export function registerRegistrationRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { publicUrl } = ctx.config;

  app.post<{ Body: Partial<RegisterRequest> }>(
    accountPaths.register,
    {
      schema: { body: stringFields({ ...profileFields, password: 256, confirm_password: 256 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => {
      const result = await register(ctx, request.body, request.ip);
      setRegistrationCookie(request, reply, publicUrl, result.registration_token, ATTEMPT_TTL_MS);
      return sendOk(reply, result);
    },
  );

  app.post<{ Body: Partial<RegisterSocialRequest> }>(
    accountPaths.registerSocial,
    {
      schema: { body: stringFields({ ...profileFields, provider: 32, user_id: 255, access_token: 8192, token_id: 8192 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => {
      const result = await registerSocial(ctx, request.body, request.ip);
      setRegistrationCookie(request, reply, publicUrl, result.registration_token, ATTEMPT_TTL_MS);
      return sendOk(reply, result);
    },
  );

  app.post<{ Body: Partial<VerificationRequest> }>(
    accountPaths.verification,
    {
      schema: { body: stringFields({ mobile_number: 32, tac: 16, registration_token: 256 }) },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => {
      const tokens = await verify(ctx, request.body, registrationToken(request, request.body.registration_token));
      clearRegistrationCookie(request, reply, publicUrl);
      return sendOk(reply, deliverTokens(request, reply, publicUrl, tokens, { refreshTtlMs: REFRESH_TOKEN_TTL_MS }));
    },
  );

  app.post<{ Body: Partial<ResendRequest> }>(
    accountPaths.verificationResend,
    {
      schema: { body: stringFields({ mobile_number: 32, registration_token: 256 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) =>
      sendOk(reply, await resendVerification(ctx, request.body, registrationToken(request, request.body.registration_token))),
  );
}
