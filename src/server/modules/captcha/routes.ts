import type { ApiModule } from '../../context';
import { envelope } from '../../http/envelope';
import { describe } from '../../http/schema';
import { accountPaths } from '../../../shared/contract/accounts';
import { CaptchaChallengeResult } from '../../../shared/contract/schemas/accounts';

export const captchaModule: ApiModule = async (app, { ctx }) => {
  app.get(
    accountPaths.captchaChallenge,
    {
      schema: describe({
        caller: 'public',
        summary: 'A captcha challenge (ALTCHA: also parameters and signature at the top level, for the widget)',
        result: CaptchaChallengeResult,
      }),
    },
    async (_request, reply) => {
      const result = await ctx.captcha.challenge();
      reply.header('Cache-Control', 'no-store');
      // The ALTCHA widget reads `parameters` and `signature` at the top level of what it fetches.
      return reply.code(200).send({ ...(result.challenge ?? {}), ...envelope(200, result) });
    },
  );
};
