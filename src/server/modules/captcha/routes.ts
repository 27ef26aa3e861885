import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { envelope } from '../../http/envelope';
import { accountPaths } from '../../../shared/contract/accounts';

export function registerCaptchaRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(accountPaths.captchaChallenge, async (_request, reply) => {
    const result = await ctx.captcha.challenge();
    reply.header('Cache-Control', 'no-store');
    // The ALTCHA widget reads `parameters` and `signature` at the top level of what it fetches.
    return reply.code(200).send({ ...(result.challenge ?? {}), ...envelope(200, result) });
  });
}
