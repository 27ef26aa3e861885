import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, post, registration, newMobile, verifiedMember } from '../../testing/accounts';
import { addVehicle, DAY, freshToken, submitOk, workshopKey, workshopVerify } from '../../testing/loyalty';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TKL1001', tqac: true, name: 'Quartz Auto Care Cheras' });
  key = await workshopKey(t, 'TKL1001');
});
afterAll(() => t.close());

const memberRow = (mobile: string) => t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
const rewardsOf = async (token: string) => (await get(t, '/api/campaign/mgm/rewards', token)).json().result;
const inbox = async (token: string) => (await get(t, '/api/user/notifications', token)).json().result as { subject: string; message: string }[];

/** A referrer and a friend who registered with the referrer's code. */
async function referrerAndFriend() {
  const referrer = await verifiedMember(t, { fullname: 'Mei Ling Tan', email: `referrer${Date.now()}@example.com` });
  const code = (await memberRow(referrer.mobile)).referral_code;
  const friend = await verifiedMember(t, { fullname: 'Kumar a/l Raju', email: 'kumar@example.com', referrer_code: code });
  return { referrer, friend };
}

async function serviceVerified(token: string, vehicleGuid: string, mileage: number): Promise<string> {
  const code = await submitOk(t, token, { vehicle_guid: vehicleGuid, workshop_id: 'TKL1001', current_mileage: mileage, oil: 'QUARTZ70005W30', total_bottle: 1 });
  await workshopVerify(t, key, code);
  return code;
}

const address = { fullname: 'Mei Ling Tan', email: 'meiling@example.com', address: '12 Jalan Ampang, Taman Melawati', state: 'Selangor', country: 'Malaysia', postal_code: '53100', birth_date: '1990-05-17' };

describe('refer and earn: the referrer’s reward', () => {
  it('comes with the friend’s FIRST verified service, with an inbox message; the second earns nothing', async () => {
    const { referrer, friend } = await referrerAndFriend();
    expect(await rewardsOf(referrer.tokens.access_token)).toEqual([]);

    const car = await addVehicle(t, friend.tokens.access_token);
    const pending = await submitOk(t, friend.tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TKL1001', current_mileage: 5000, oil: 'QUARTZ70005W30', total_bottle: 1 });
    expect(await rewardsOf(referrer.tokens.access_token)).toEqual([]);
    await workshopVerify(t, key, pending);

    const rewards = await rewardsOf(referrer.tokens.access_token);
    expect(rewards).toEqual([{ id: expect.any(Number), status: 'earned', friend_name: 'Kumar', created_date: t.clock.now().toISOString(), redeemed_date: null }]);
    const messages = await inbox(referrer.tokens.access_token);
    expect(messages[0]).toMatchObject({ subject: 'You have earned a referral reward!', message: expect.stringContaining('Your friend Kumar has completed their first service') });

    t.clock.advance(31 * DAY);
    const friendToken = await freshToken(t, friend.mobile);
    await serviceVerified(friendToken, car.guid, 12000);
    const referrerToken = await freshToken(t, referrer.mobile);
    expect(await rewardsOf(referrerToken)).toHaveLength(1);
    expect((await inbox(referrerToken)).filter((m) => m.subject === 'You have earned a referral reward!')).toHaveLength(1);
  });

  it('is never earned by a member who was not referred, nor by the friend', async () => {
    const loner = await verifiedMember(t, { email: 'loner@example.com' });
    const car = await addVehicle(t, loner.tokens.access_token);
    await serviceVerified(loner.tokens.access_token, car.guid, 1000);
    expect(await rewardsOf(loner.tokens.access_token)).toEqual([]);
    expect(await t.database.db.selectFrom('referral_rewards').selectAll().where('referred_id', '=', (await memberRow(loner.mobile)).id).execute()).toEqual([]);
  });

  it('needs a bearer token', async () => {
    expect((await get(t, '/api/campaign/mgm/rewards')).statusCode).toBe(401);
  });
});

describe('self-referral', () => {
  it('is refused: a new account under the referrer’s own email is not linked', async () => {
    const me = await verifiedMember(t, { email: 'Self.Referrer@example.com' });
    const myCode = (await memberRow(me.mobile)).referral_code;
    const second = await verifiedMember(t, { email: 'self.referrer@EXAMPLE.com', referrer_code: myCode });
    expect((await memberRow(second.mobile)).referrer_id).toBeNull();

    const friend = await verifiedMember(t, { email: 'someone.else@example.com', referrer_code: myCode });
    expect((await memberRow(friend.mobile)).referrer_id).toBe((await memberRow(me.mobile)).id);
  });
});

describe('PUT /api/campaign/mgm/redeem', () => {
  async function earnedReward() {
    const { referrer, friend } = await referrerAndFriend();
    const car = await addVehicle(t, friend.tokens.access_token);
    await serviceVerified(friend.tokens.access_token, car.guid, 3000);
    const [reward] = await rewardsOf(referrer.tokens.access_token);
    return { referrer, friend, reward };
  }
  const redeem = (token: string | undefined, body: object) => post(t, '/api/campaign/mgm/redeem', body, { token, method: 'PUT' });

  it('moves the reward to address received with the address stored, once: the second time answers 409', async () => {
    const { referrer, reward } = await earnedReward();
    const token = referrer.tokens.access_token;
    const first = await redeem(token, { ...address, mid: reward.id });
    expect(first.json()).toEqual({ status_code: 200, result: { id: reward.id, status: 'address received' }, error: null });
    const row = await t.database.db.selectFrom('referral_rewards').selectAll().where('id', '=', reward.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'address received', address: address.address, postal_code: '53100', state: 'Selangor', redeemed_at: t.clock.now() });
    expect((await rewardsOf(token))[0]).toMatchObject({ status: 'address received', redeemed_date: t.clock.now().toISOString() });

    const again = await redeem(token, { ...address, address: '99 Another Street', mid: reward.id });
    expect(again.json()).toEqual({ status_code: 409, result: null, error: 'This reward has already been redeemed' });
    const after = await t.database.db.selectFrom('referral_rewards').select('address').where('id', '=', reward.id).executeTakeFirstOrThrow();
    expect(after.address).toBe(address.address);
  });

  it('answers 404 for a reward that is not the member’s, or none', async () => {
    const { reward, friend } = await earnedReward();
    const res = await redeem(friend.tokens.access_token, { ...address, mid: reward.id });
    expect(res.json()).toEqual({ status_code: 404, result: null, error: 'Reward not found' });
    expect((await redeem(friend.tokens.access_token, { ...address, mid: 99999999 })).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('referral_rewards').select('status').where('id', '=', reward.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('earned');
  });

  it.each([
    [{ mid: 'abc' }, 'mid must be a reward id'],
    [{ fullname: 'Mei' }, '*Please provide your full name as per NRIC'],
    [{ email: 'not-an-email' }, '*Please provide a valid email address'],
    [{ address: 'Short' }, '*Address must be at least 8 characters'],
    [{ state: 'KL' }, '*State must be at least 4 characters'],
    [{ country: 'MY' }, '*Country must be at least 8 characters'],
    [{ postal_code: '531000' }, '*Postal code must be less than 5 characters'],
    [{ postal_code: '' }, '*Postal code is required'],
  ])('refuses bad input %j with the rule’s text and changes nothing', async (override, error) => {
    const { referrer, reward } = await earnedReward();
    const res = await redeem(referrer.tokens.access_token, { ...address, mid: reward.id, ...override });
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
    expect((await rewardsOf(referrer.tokens.access_token))[0].status).toBe('earned');
  });

  it('needs a bearer token', async () => {
    expect((await redeem(undefined, { ...address, mid: 1 })).statusCode).toBe(401);
  });

  it('the campaign profile update (PUT /api/user/me with mid) saves the profile as sent', async () => {
    const { referrer, reward } = await earnedReward();
    const res = await post(t, '/api/user/me', { ...address, mid: reward.id }, { token: referrer.tokens.access_token, method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect(await memberRow(referrer.mobile)).toMatchObject({ address: address.address, postal_code: '53100', email: 'meiling@example.com' });
  });
});

describe('the monthly cap on referral rewards', () => {
  const REWARD_SUBJECT = 'You have earned a referral reward!';
  /** The first instant of the next Malaysian calendar month, plus an hour. */
  const nextMonth = (now: Date) => {
    const local = new Date(now.getTime() + 8 * 60 * 60 * 1000);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - 8 * 60 * 60 * 1000 + 60 * 60 * 1000);
  };

  const NAMES = ['Aminah', 'Bala', 'Chong', 'Devi', 'Elena', 'Farid', 'Grace'];

  async function friendsFirstService(referralCode: string, n: number) {
    const friend = await verifiedMember(t, { fullname: `${NAMES[n - 1]} binti Lim`, email: `capped.friend${n}@example.com`, referrer_code: referralCode });
    const car = await addVehicle(t, friend.tokens.access_token);
    await serviceVerified(friend.tokens.access_token, car.guid, 1000 + n);
    return friend;
  }

  it('stops at 5 a calendar month: the sixth friend’s first service earns neither reward nor message, and the next month earns again', async () => {
    const referrer = await verifiedMember(t, { fullname: 'Siti Capped', email: `capped.referrer${Date.now()}@example.com` });
    const code = (await memberRow(referrer.mobile)).referral_code;
    t.clock.set(nextMonth(t.clock.now()));
    for (let n = 1; n <= 6; n += 1) await friendsFirstService(code, n);

    let token = await freshToken(t, referrer.mobile);
    expect((await rewardsOf(token)).map((r: { friend_name: string }) => r.friend_name)).toEqual(['Elena', 'Devi', 'Chong', 'Bala', 'Aminah']);
    expect((await inbox(token)).filter((m) => m.subject === REWARD_SUBJECT)).toHaveLength(5);
    const sixth = await t.database.db.selectFrom('members').select('id').where('email', '=', 'capped.friend6@example.com').executeTakeFirstOrThrow();
    expect(await t.database.db.selectFrom('referral_rewards').selectAll().where('referred_id', '=', sixth.id).execute()).toEqual([]);

    t.clock.set(nextMonth(t.clock.now()));
    await friendsFirstService(code, 7);
    token = await freshToken(t, referrer.mobile);
    expect((await rewardsOf(token))[0]).toMatchObject({ friend_name: 'Grace', status: 'earned' });
    expect((await rewardsOf(token))).toHaveLength(6);
    expect((await inbox(token)).filter((m) => m.subject === REWARD_SUBJECT)).toHaveLength(6);
  });

  it('is a setting: REFERRAL_REWARDS_PER_MONTH, 5 by default', () => {
    expect(t.config.referralRewardsPerMonth).toBe(5);
  });
});
