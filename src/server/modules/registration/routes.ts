import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import {
  accountPaths,
  type RegisterRequest,
  type RegisterSocialRequest,
  type ResendRequest,
  type VerificationRequest,
} from '../../../shared/contract/accounts';
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
  app.post<{ Body: Partial<RegisterRequest> }>(
    accountPaths.register,
    {
      schema: { body: stringFields({ ...profileFields, password: 256, confirm_password: 256 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => sendOk(reply, await register(ctx, request.body, request.ip)),
  );

  app.post<{ Body: Partial<RegisterSocialRequest> }>(
    accountPaths.registerSocial,
    {
      schema: { body: stringFields({ ...profileFields, provider: 32, user_id: 255, access_token: 8192, token_id: 8192 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => sendOk(reply, await registerSocial(ctx, request.body, request.ip)),
  );

  app.post<{ Body: Partial<VerificationRequest> }>(
    accountPaths.verification,
    {
      schema: { body: stringFields({ mobile_number: 32, tac: 16 }) },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, await verify(ctx, request.body)),
  );

  app.post<{ Body: Partial<ResendRequest> }>(
    accountPaths.verificationResend,
    {
      schema: { body: stringFields({ mobile_number: 32 }) },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => sendOk(reply, await resendVerification(ctx, request.body)),
  );
}
