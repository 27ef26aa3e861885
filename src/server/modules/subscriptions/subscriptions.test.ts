import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, newMobile, post, registration, verifiedMember } from '../../testing/accounts';
import { findMailSubscription } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailLink = (query: string) => get(t, `/api/subscription/mail?${query}`);

async function memberSubscribed(mobile: string): Promise<boolean> {
  const row = await t.database.db.selectFrom('members').select('subscribed').where('mobile_number', '=', mobile).executeTakeFirstOrThrow();
  return row.subscribed;
}

describe('GET /api/subscription/mail', () => {
  it('unsubscribes an address nobody registered with, and a second click answers the same', async () => {
    const first = await mailLink('email=Reader%40Example.com&is_enabled=false');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status_code: 200, result: { email: 'reader@example.com', is_enabled: false }, error: null });
    const again = await mailLink('email=reader@example.com&is_enabled=false');
    expect(again.json()).toEqual(first.json());
    expect(await findMailSubscription(t.database.db, 'reader@example.com')).toMatchObject({ is_enabled: false, updated_at: t.clock.now() });
  });

  it("withdraws the consent of every member with the address, whatever its case, and no one else's", async () => {
    const consenting = await verifiedMember(t, { email: 'Siti.Aminah@example.my', subscribe: 'true' });
    const other = await verifiedMember(t, { email: 'someone.else@example.my', subscribe: 'true' });
    expect(await memberSubscribed(consenting.mobile)).toBe(true);

    const res = await mailLink('email=siti.aminah%40EXAMPLE.my&is_enabled=false');
    expect(res.statusCode).toBe(200);
    expect(await memberSubscribed(consenting.mobile)).toBe(false);
    expect(await memberSubscribed(other.mobile)).toBe(true);
  });

  it('is_enabled=true lifts the address block but never gives a member consent', async () => {
    const { mobile } = await verifiedMember(t, { email: 'no.consent@example.my' });
    expect(await memberSubscribed(mobile)).toBe(false);
    await mailLink('email=no.consent@example.my&is_enabled=false');
    const res = await mailLink('email=no.consent@example.my&is_enabled=true');
    expect(res.json()).toEqual({ status_code: 200, result: { email: 'no.consent@example.my', is_enabled: true }, error: null });
    expect(await findMailSubscription(t.database.db, 'no.consent@example.my')).toMatchObject({ is_enabled: true });
    expect(await memberSubscribed(mobile)).toBe(false);
  });

  it.each([
    ['a malformed address', 'email=not-an-email&is_enabled=false', '*Please provide a valid email address'],
    ['no address', 'is_enabled=false', '*Please provide a valid email address'],
    ['a blank address', 'email=%20&is_enabled=false', '*Please provide a valid email address'],
    ['no is_enabled', 'email=a%40example.com', 'is_enabled must be true or false'],
    ['a wrong is_enabled', 'email=a%40example.com&is_enabled=maybe', 'is_enabled must be true or false'],
  ])('answers 400 for %s and changes nothing', async (_name, query, error) => {
    const res = await mailLink(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error });
    expect(await findMailSubscription(t.database.db, 'a@example.com')).toBeUndefined();
  });

  it('does not need a login and answers a member and a stranger alike', async () => {
    const mobile = newMobile();
    await post(t, '/api/user', registration(mobile, { email: 'pending@example.my' }));
    const member = await mailLink('email=pending@example.my&is_enabled=false');
    const stranger = await mailLink('email=stranger@example.my&is_enabled=false');
    expect(member.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(Object.keys(member.json().result)).toEqual(Object.keys(stranger.json().result));
  });
});
