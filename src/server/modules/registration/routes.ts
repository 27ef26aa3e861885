import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { clearRegistrationCookie, deliverTokens, registrationToken, setRegistrationCookie } from '../../http/authCookies';
import { describe, presenceByRules, typed } from '../../http/schema';
import { accountPaths } from '../../../shared/contract/accounts';
import {
  DeliveredTokens,
  RegisterRequest,
  RegisterResult,
  RegisterSocialRequest,
  ResendRequest,
  ResendResult,
  VerificationRequest,
} from '../../../shared/contract/schemas/accounts';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { ATTEMPT_TTL_MS } from './attempts';
import { register, registerSocial, resendVerification, verify } from './service';

const codeSent = {
  400: 'A field breaks its rule, or the captcha failed',
  409: 'Mobile number has been registered',
  429: 'The number has no live code and may not be texted yet (result.retry_after), or too many requests from this address',
  502: 'The SMS could not be sent',
};

export const registrationModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const { publicUrl } = ctx.config;

  api.post(
    accountPaths.register,
    {
      schema: {
        body: presenceByRules(RegisterRequest),
        ...describe({ caller: 'public', summary: 'Register with a mobile number; texts a verification code, or names the live one already sent', result: RegisterResult, refusals: codeSent }),
      },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => {
      const result = await register(ctx, request.body, request.ip);
      setRegistrationCookie(request, reply, publicUrl, result.registration_token, ATTEMPT_TTL_MS);
      return sendOk(reply, result);
    },
  );

  api.post(
    accountPaths.registerSocial,
    {
      schema: {
        body: presenceByRules(RegisterSocialRequest),
        ...describe({
          caller: 'public',
          summary: 'Register with a social account; texts a verification code',
          result: RegisterResult,
          refusals: { ...codeSent, 409: 'Mobile number or social account already registered' },
        }),
      },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) => {
      const result = await registerSocial(ctx, request.body, request.ip);
      setRegistrationCookie(request, reply, publicUrl, result.registration_token, ATTEMPT_TTL_MS);
      return sendOk(reply, result);
    },
  );

  api.post(
    accountPaths.verification,
    {
      schema: {
        body: presenceByRules(VerificationRequest),
        ...describe({
          caller: 'public',
          summary: 'Verify a registration with the texted code; logs in',
          result: DeliveredTokens,
          refusals: { 429: 'Too many requests from this address', 500: 'Wrong, expired or spent code (its own text, as the web app expects)' },
        }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => {
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const tokens = await verify(ctx, request.body, registrationToken(request, request.body.registration_token), origin);
      clearRegistrationCookie(request, reply, publicUrl);
      return sendOk(reply, deliverTokens(request, reply, publicUrl, tokens, { refreshTtlMs: REFRESH_TOKEN_TTL_MS }));
    },
  );

  api.post(
    accountPaths.verificationResend,
    {
      schema: {
        body: presenceByRules(ResendRequest),
        ...describe({ caller: 'public', summary: 'Text a new verification code, or say the live one was already sent', result: ResendResult, refusals: { 429: codeSent[429], 502: codeSent[502] } }),
      },
      config: { rateLimit: ctx.rateLimits.sendsCode },
    },
    async (request, reply) =>
      sendOk(reply, await resendVerification(ctx, request.body, registrationToken(request, request.body.registration_token))),
  );
};
