import { createTestApp, type TestApp } from '../../testing/testApp';
import { get, post, verifiedMember } from '../../testing/accounts';
import { notifyMember } from './store';

const note = (subject: string) => () => ({ sender: 'Quartz Loyalty Programme', subject, message: 'm' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the inbox', () => {
  it('welcomes a member on registration', async () => {
    const { tokens } = await verifiedMember(t);
    const res = await get(t, '/api/user/notifications', tokens.access_token);
    expect(res.json()).toEqual({
      status_code: 200,
      error: null,
      result: [
        {
          id: expect.any(Number),
          sender: 'Quartz Loyalty Programme',
          subject: 'Welcome to the Quartz Loyalty Programme',
          message: expect.stringContaining('Your registration is complete'),
          created_date: t.clock.now().toISOString(),
          is_read: false,
        },
      ],
    });
  });

  it('lists newest first, only the member’s own, and read_all marks them read', async () => {
    const me = await verifiedMember(t);
    const other = await verifiedMember(t);
    const memberId = async (mobile: string) =>
      (await t.database.db.selectFrom('members').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;
    t.clock.advance(60_000);
    await notifyMember(t.database.db, await memberId(me.mobile), note('Later'), t.clock.now());
    await notifyMember(t.database.db, await memberId(other.mobile), note('Not yours'), t.clock.now());
    const list = (await get(t, '/api/user/notifications', me.tokens.access_token)).json().result;
    expect(list.map((n: { subject: string }) => n.subject)).toEqual(['Later', 'Welcome to the Quartz Loyalty Programme']);

    const read = await post(t, '/api/notification/read_all', {}, { token: me.tokens.access_token, method: 'PUT' });
    expect(read.json()).toEqual({ status_code: 200, result: null, error: null });
    const empty = await t.app.inject({ method: 'PUT', url: '/api/notification/read_all', headers: { authorization: `Bearer ${me.tokens.access_token}` } });
    expect(empty.statusCode).toBe(200);
    const after = (await get(t, '/api/user/notifications', me.tokens.access_token)).json().result;
    expect(after.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    const theirs = (await get(t, '/api/user/notifications', other.tokens.access_token)).json().result;
    expect(theirs.every((n: { is_read: boolean }) => !n.is_read)).toBe(true);
  });

  it('needs a bearer token', async () => {
    expect((await get(t, '/api/user/notifications')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification/read_all' })).statusCode).toBe(401);
  });
});
