import type { Db } from '../../db/database';
import { ReferralRewardStatus, type ReferralReward } from '../../db/schema';

/** Inserts the reward unless the referred member already earned one: then answers undefined. */
export async function insertReward(
  db: Db,
  row: { referrer_id: number; referred_id: number; service_guid: string; created_at: Date },
): Promise<ReferralReward | undefined> {
  return db
    .insertInto('referral_rewards')
    .values(row)
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Rewards the referrer earned between two instants (the index on referrer and time answers it). */
export async function countRewardsBetween(db: Db, referrerId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('referral_rewards')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('referrer_id', '=', referrerId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The referrer's rewards, newest first, with the referred friend's name. */
export async function listRewards(db: Db, referrerId: number): Promise<(ReferralReward & { friend_fullname: string })[]> {
  return db
    .selectFrom('referral_rewards')
    .innerJoin('members', 'members.id', 'referral_rewards.referred_id')
    .selectAll('referral_rewards')
    .select('members.fullname as friend_fullname')
    .where('referral_rewards.referrer_id', '=', referrerId)
    .orderBy('referral_rewards.created_at', 'desc')
    .orderBy('referral_rewards.id', 'desc')
    .execute();
}

export async function findReward(db: Db, id: number, options: { forUpdate?: boolean } = {}): Promise<ReferralReward | undefined> {
  let query = db.selectFrom('referral_rewards').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface DeliveryDetails {
  fullname: string;
  email: string;
  address: string;
  state: string;
  country: string;
  postal_code: string;
}

/** Moves an earned reward to 'address received'; undefined when it was not earned. */
export async function redeemReward(db: Db, id: number, details: DeliveryDetails, now: Date): Promise<ReferralReward | undefined> {
  return db
    .updateTable('referral_rewards')
    .set({ ...details, status: ReferralRewardStatus.AddressReceived, redeemed_at: now })
    .where('id', '=', id)
    .where('status', '=', ReferralRewardStatus.Earned)
    .returningAll()
    .executeTakeFirst();
}

/** A removed member's delivery details go; the rewards stay for the accounts. */
export async function forgetDeliveryDetails(db: Db, referrerId: number): Promise<void> {
  await db
    .updateTable('referral_rewards')
    .set({ fullname: null, email: null, address: null, state: null, country: null, postal_code: null })
    .where('referrer_id', '=', referrerId)
    .execute();
}

/**
 * The rewards the member earned as referrer, with the delivery details they gave, and those their own
 * first service earned their referrer: of these only that they exist (the details are the referrer's).
 */
export async function listRewardsOfMember(db: Db, memberId: number) {
  const made = await db
    .selectFrom('referral_rewards')
    .select(['id', 'status', 'fullname', 'email', 'address', 'state', 'country', 'postal_code', 'created_at', 'redeemed_at'])
    .where('referrer_id', '=', memberId)
    .orderBy('id')
    .execute();
  const received = await db.selectFrom('referral_rewards').select(['id', 'status', 'created_at']).where('referred_id', '=', memberId).orderBy('id').execute();
  return { made, received };
}
