import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { accountPaths, type SurveyRequest, type UpdateProfileRequest } from '../../../shared/contract/accounts';
import { answerSurvey, toProfile, updateProfile } from './service';

export function registerMemberRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const authenticate = createAuthenticate(ctx);

  app.get(accountPaths.me, { preHandler: authenticate }, async (request, reply) => sendOk(reply, toProfile(currentMember(request))));

  app.put<{ Body: Partial<UpdateProfileRequest> }>(
    accountPaths.me,
    {
      preHandler: authenticate,
      schema: {
        body: stringFields({
          fullname: 255,
          birth_date: 32,
          email: 320,
          old_password: 256,
          password: 256,
          password_confirm: 256,
          address: 512,
          state: 64,
          country: 64,
          postal_code: 16,
        }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, await updateProfile(ctx, currentMember(request), request.sessionId!, request.body)),
  );

  app.post<{ Body: Partial<SurveyRequest> }>(
    accountPaths.survey,
    { preHandler: authenticate, schema: { body: stringFields({ answer: 500, answer2: 500 }) } },
    async (request, reply) => sendOk(reply, await answerSurvey(ctx, currentMember(request), request.body)),
  );
}
