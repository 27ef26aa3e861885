import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { campaignPaths } from '../../../shared/contract/campaigns';
import { CampaignProfileRequest, MgmRedeemResult, MgmReward } from '../../../shared/contract/schemas/campaigns';
import { memberRewards, redeem } from './service';

/** Refer and earn: the member's rewards and the member-get-member redeem. */
export const referralsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const authenticate = createAuthenticate(ctx);

  api.get(
    campaignPaths.mgmRewards,
    { preHandler: authenticate, schema: describe({ caller: 'member', summary: "The member's referral rewards, newest first", result: Type.Array(MgmReward) }) },
    async (request, reply) => sendOk(reply, await memberRewards(ctx, currentMember(request))),
  );

  api.put(
    campaignPaths.mgmRedeem,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(CampaignProfileRequest),
        ...describe({
          caller: 'member',
          summary: 'Redeem a referral reward with a delivery address',
          result: MgmRedeemResult,
          refusals: { 404: 'Reward not found', 409: 'This reward has already been redeemed' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await redeem(ctx, currentMember(request), request.body ?? {})),
  );
};
