import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { accountPaths } from '../../../shared/contract/accounts';
import { LanguageRequest, Profile, SurveyRequest, UpdateProfileRequest } from '../../../shared/contract/schemas/accounts';
import { answerSurvey, changeLanguage, toProfile, updateProfile } from './service';

export const membersModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const authenticate = createAuthenticate(ctx);

  api.get(accountPaths.me, { preHandler: authenticate, schema: describe({ caller: 'member', summary: "The member's profile", result: Profile }) }, async (request, reply) =>
    sendOk(reply, toProfile(currentMember(request))),
  );

  api.put(
    accountPaths.me,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(UpdateProfileRequest),
        ...describe({
          caller: 'member',
          summary: 'Update the profile, and the password with the old one',
          result: Profile,
          refusals: { 400: 'A field breaks its rule, or the old password is wrong', 409: 'A social account cannot change its password', 429: 'Too many requests from this address' },
        }),
      },
      config: { rateLimit: ctx.rateLimits.checksSecret },
    },
    async (request, reply) => sendOk(reply, await updateProfile(ctx, currentMember(request), request.sessionId!, request.body)),
  );

  api.put(
    accountPaths.language,
    {
      preHandler: authenticate,
      schema: {
        body: LanguageRequest,
        ...describe({ caller: 'member', summary: "Change the member's language ('en' or 'ms'): inbox messages, texts and errors follow it", result: Profile }),
      },
    },
    async (request, reply) => sendOk(reply, await changeLanguage(ctx, currentMember(request), request.body.language)),
  );

  api.post(
    accountPaths.survey,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(SurveyRequest),
        ...describe({ caller: 'member', summary: 'Answer the post-registration survey', refusals: { 409: 'The survey has already been answered' } }),
      },
    },
    async (request, reply) => sendOk(reply, await answerSurvey(ctx, currentMember(request), request.body)),
  );
};
