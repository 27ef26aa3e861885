import type { Config } from '../../../../config';
import type { Db } from '../../db/database';
import type { Member, Service } from '../../db/schema';
import { oilByCode } from '../../../shared/catalogue';
import { ServiceStatus } from '../../../shared/contract/loyalty';
import { transactionCodeFrom } from '../../../shared/rules';
import { findServiceByCode, markCampaignService } from '../services/store';
import { campaignWindow, withinWindow } from './period';

/** Buy 3 Get 1 ranges earn the larger reload, Buy 4 Get 1 the smaller (both configured). */
export function campaignAmount(config: Config, service: Service): number {
  return oilByCode(service.oil_code)?.tab === 3 ? config.festiveCampaign.amountBuy3 : config.festiveCampaign.amountBuy4;
}

/**
 * The member's own paid service, verified during the campaign period; a free bottle earns no
 * cashback. `forUpdate` locks it so two submissions for one service run one after the other.
 */
export async function findEligibleService(
  db: Db,
  config: Config,
  member: Member,
  transactionId: string | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<Service | undefined> {
  const code = transactionCodeFrom(transactionId);
  if (!code) return undefined;
  const service = await findServiceByCode(db, code, options);
  if (!service || service.member_id !== member.id || service.status !== ServiceStatus.Verified || service.free_oil) return undefined;
  return withinWindow(campaignWindow(config), service.verified_at) ? service : undefined;
}

/** Verification hook: a paid service verified during the campaign is marked as in it. */
export async function tagCampaignService(trx: Db, config: Config, service: Service, now: Date): Promise<void> {
  if (service.free_oil || !withinWindow(campaignWindow(config), now)) return;
  await markCampaignService(trx, service.guid);
}
