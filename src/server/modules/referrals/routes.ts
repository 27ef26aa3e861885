import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { campaignPaths, type CampaignProfileRequest } from '../../../shared/contract/campaigns';
import { memberRewards, redeem } from './service';

/** Refer and earn: the member's rewards and the member-get-member redeem. */
export function registerReferralRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const authenticate = createAuthenticate(ctx);

  app.get(campaignPaths.mgmRewards, { preHandler: authenticate }, async (request, reply) =>
    sendOk(reply, await memberRewards(ctx, currentMember(request))),
  );

  app.put<{ Body: Partial<CampaignProfileRequest> }>(
    campaignPaths.mgmRedeem,
    {
      preHandler: authenticate,
      schema: {
        body: stringFields({ mid: 16, fullname: 255, email: 320, address: 512, state: 64, country: 64, postal_code: 16, birth_date: 32 }),
      },
    },
    async (request, reply) => sendOk(reply, await redeem(ctx, currentMember(request), request.body ?? {})),
  );
}
