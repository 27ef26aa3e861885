import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Service } from '../../db/schema';
import { tagCampaignService } from '../campaigns/eligibility';
import { rewardReferrerOnFirstService } from '../referrals/service';

/** What else a verification decides, inside its transaction, so all of it commits or none does. */
export async function afterServiceVerified(trx: Db, ctx: ApiContext, service: Service, now: Date): Promise<void> {
  await rewardReferrerOnFirstService(trx, service, now, ctx.config.referralRewardsPerMonth);
  await tagCampaignService(trx, ctx.config, service, now);
}
