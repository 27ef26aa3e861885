import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Member, Service } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { campaignErrors, type CampaignProfileRequest, type MgmRedeemResult, type MgmReward } from '../../../shared/contract/campaigns';
import { checkFields, REWARD_ID_PATTERN, rewardDetailsFields } from '../../../shared/rules';
import { MALAYSIA_UTC_OFFSET_HOURS } from '../../../shared/loyalty/constants';
import { writeAudit } from '../audit/store';
import { findMemberById } from '../members/store';
import { notifyMember } from '../notifications/store';
import { firstName, referralRewardMessage } from './messages';
import { countVerifiedServices } from '../services/store';
import { countRewardsBetween, findReward, insertReward, listRewards, redeemReward } from './store';

/** The Malaysian calendar month of an instant, as the instants it starts and ends at. */
export function malaysiaMonthOf(now: Date): { start: Date; end: Date } {
  const offset = MALAYSIA_UTC_OFFSET_HOURS * 60 * 60 * 1000;
  const local = new Date(now.getTime() + offset);
  return {
    start: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offset),
    end: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offset),
  };
}

/**
 * Runs inside the verification's transaction: the referred member's FIRST verified service earns
 * their referrer one merchandise reward and an inbox message; later services earn nothing. A
 * referrer earns at most `rewardsPerMonth` in a Malaysian calendar month: past it, neither reward nor
 * message (domain.md 'Referral and campaigns'), and the friend's later services earn nothing either.
 */
export async function rewardReferrerOnFirstService(trx: Db, service: Service, now: Date, rewardsPerMonth: number): Promise<void> {
  const member = await findMemberById(trx, service.member_id);
  if (!member?.referrer_id || member.referrer_id === member.id) return;
  if ((await countVerifiedServices(trx, member.id)) !== 1) return;
  // Locked, so two friends verified at once cannot both take the month's last reward.
  const referrer = await findMemberById(trx, member.referrer_id, { forUpdate: true });
  if (!referrer || referrer.anonymised_at) return;
  const month = malaysiaMonthOf(now);
  if ((await countRewardsBetween(trx, referrer.id, month.start, month.end)) >= rewardsPerMonth) return;
  const reward = await insertReward(trx, { referrer_id: referrer.id, referred_id: member.id, service_guid: service.guid, created_at: now });
  if (!reward) return;
  await notifyMember(trx, referrer.id, (language) => referralRewardMessage(language, firstName(member.fullname)), now);
}

export async function memberRewards(ctx: ApiContext, member: Member): Promise<MgmReward[]> {
  const rows = await listRewards(ctx.db, member.id);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    friend_name: firstName(row.friend_fullname),
    created_date: row.created_at.toISOString(),
    redeemed_date: row.redeemed_at ? row.redeemed_at.toISOString() : null,
  }));
}

/** The member confirms where the merchandise goes; a reward is redeemed once. */
export async function redeem(ctx: ApiContext, member: Member, body: Partial<CampaignProfileRequest>): Promise<MgmRedeemResult> {
  const mid = (body.mid ?? '').trim();
  if (!REWARD_ID_PATTERN.test(mid)) throw badRequest(campaignErrors.rewardIdInvalid);
  assertRules(checkFields(rewardDetailsFields, body, ctx.clock.now()));
  const details = {
    fullname: body.fullname!.trim(),
    email: body.email!.trim(),
    address: body.address!.trim(),
    state: body.state!.trim(),
    country: body.country!.trim(),
    postal_code: body.postal_code!.trim(),
  };
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const reward = await findReward(trx, Number(mid), { forUpdate: true });
    if (!reward || reward.referrer_id !== member.id) throw notFound(campaignErrors.rewardNotFound);
    const redeemed = await redeemReward(trx, reward.id, details, now);
    if (!redeemed) throw conflict(campaignErrors.rewardRedeemed);
    await writeAudit(trx, { actor: `member:${member.id}`, action: 'referral_reward.redeemed', subject: `reward:${reward.id}`, at: now });
    return { id: redeemed.id, status: redeemed.status };
  });
}
