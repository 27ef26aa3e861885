import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, PASSWORD, verifiedMember } from '../../testing/accounts';
import { addVehicle, DAY, freshToken, submitOk } from '../../testing/loyalty';
import { startPushService, type TestSubscription } from '../../testing/pushService';
import { asStaff, workshopOwner, type StaffLogin } from '../../testing/workshopStaff';
import { operatorHeaders } from '../../testing/operators';
import { workshopAppErrors, workshopAppPaths as paths } from '../../../shared/contract/workshopApp';
import { deliverDuePushes, retryDelayMs, type PushDeliveryDeps } from './outbox';
import { vapidKeysOnce } from './vapid';

const ENV = { PUSH_ENDPOINT_HOSTS: 'localhost' };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let push: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
let owner: StaffLogin;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp(ENV);
  await createWorkshop(t, { workshopId: 'TPU1001' });
  owner = await workshopOwner(t, 'TPU1001');
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** What the node's push job does on each run, with this test's clock and push service. */
function deliveryDeps(app: TestApp): PushDeliveryDeps {
  return { db: app.database.db, clock: app.clock, vapid: vapidKeysOnce(app.config, app.database.db), log: quiet, agent: push.agent };
}
const deliver = (app: TestApp = t) => deliverDuePushes(deliveryDeps(app));

function subscribe(app: TestApp, token: string, body: object): Promise<LightMyRequestResponse> {
  return app.app.inject({ method: 'POST', url: paths.pushSubscription, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}
const asJson = (s: TestSubscription) => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys });
const subscriptionRows = (app: TestApp = t) => app.database.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();
const outboxRows = (app: TestApp = t) => app.database.db.selectFrom('push_outbox').selectAll().orderBy('id').execute();

let names = 0;
/** A member whose phone subscribed, with a service pending at the workshop. */
async function subscribedMember(app: TestApp = t, language: 'en' | 'ms' = 'en') {
  const member = await verifiedMember(app, { language });
  names += 1;
  const subscription = push.subscription(`phone-${process.pid}-${names}`);
  expect((await subscribe(app, member.tokens.access_token, asJson(subscription))).json()).toEqual({ status_code: 200, result: null, error: null });
  const car = await addVehicle(app, member.tokens.access_token);
  const code = await submitOk(app, member.tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TPU1001', current_mileage: 30000, oil: 'QUARTZ90005W40', total_bottle: 2 });
  return { ...member, subscription, car, code, path: new URL(subscription.endpoint).pathname };
}

/** A fresh staff access token: tests move the clock past access tokens' 15 minutes. */
async function staffAccess(app: TestApp = t): Promise<string> {
  const res = await app.app.inject({ method: 'POST', url: paths.login, payload: { mobile_number: owner.mobile, password: PASSWORD } });
  return res.json().result.access_token;
}

const receivedAt = (path: string) => push.received.filter((r) => r.path === path).map((r) => r.message);

describe('the public key', () => {
  it('is generated once into the database and served to every node sharing it', async () => {
    const res = await get(t, paths.pushPublicKey);
    const key = res.json().result.public_key;
    expect(key).toMatch(/^[\w-]{87}$/);
    const stored = await t.database.db.selectFrom('meta').select('value').where('key', '=', 'vapid_keys').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(key);
    const second = await createTestApp(ENV, {}, { database: t.database });
    expect((await get(second, paths.pushPublicKey)).json().result.public_key).toBe(key);
    await second.close();
  });

  it('comes from the configuration when set', async () => {
    const configured = await createTestApp({
      VAPID_PUBLIC_KEY: 'BLEAtcp9PKfWQJrbjBeP04xLDbZVWhxUCg5df0GxPk9E-hq7E-R_gcFs9Zoh9VuOoNJ_F5vKz4DQhkTXkTGx3xM',
      VAPID_PRIVATE_KEY: 'AHUNcx4Ha2DTyEozV50u3Na3aS1_yJof8cF0BdYhOgI',
      VAPID_SUBJECT: 'mailto:careline@loyalty.example.my',
    }, {}, { database: t.database });
    expect((await get(configured, paths.pushPublicKey)).json().result.public_key).toBe('BLEAtcp9PKfWQJrbjBeP04xLDbZVWhxUCg5df0GxPk9E-hq7E-R_gcFs9Zoh9VuOoNJ_F5vKz4DQhkTXkTGx3xM');
    await configured.close();
  });
});

describe('subscriptions', () => {
  it('are saved per member and device; the same device again replaces its keys', async () => {
    const { tokens } = await verifiedMember(t);
    const phone = push.subscription(`own-${process.pid}`);
    expect((await subscribe(t, tokens.access_token, asJson(phone))).statusCode).toBe(200);
    const renewed = push.subscription(`own-${process.pid}`);
    expect((await subscribe(t, tokens.access_token, asJson(renewed))).statusCode).toBe(200);
    const rows = (await subscriptionRows()).filter((row) => row.endpoint === phone.endpoint);
    expect(rows).toEqual([expect.objectContaining({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth })]);
  });

  it.each([
    ['an endpoint off the push services', { endpoint: 'https://internal.example.my/push/x' }],
    ['a plain http endpoint', { endpoint: 'http://localhost/push/x' }],
    ['no endpoint', { endpoint: '' }],
    ['a key that is no P-256 point', { keys: { p256dh: 'abc', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }],
    ['a short auth secret', { keys: { p256dh: 'B'.repeat(87), auth: 'abc' } }],
  ])('refuse %s, saving nothing', async (_name, spoil) => {
    const { tokens } = await verifiedMember(t);
    const before = await subscriptionRows();
    const res = await subscribe(t, tokens.access_token, { ...asJson(push.subscription('refused')), ...spoil });
    expect(res.json()).toEqual({ status_code: 400, result: null, error: workshopAppErrors.subscriptionInvalid });
    expect(await subscriptionRows()).toEqual(before);
  });

  it('need a member’s token: none, and a workshop staff token, are refused', async () => {
    const phone = asJson(push.subscription('nobody'));
    expect((await subscribe(t, 'nonsense', phone)).statusCode).toBe(401);
    expect((await subscribe(t, owner.token, phone)).statusCode).toBe(401);
  });

  it('are deleted by the member, and at logout of the device', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const first = push.subscription(`del-${process.pid}-1`);
    await subscribe(t, tokens.access_token, asJson(first));
    const res = await t.app.inject({ method: 'DELETE', url: paths.pushSubscription, headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }, payload: JSON.stringify({ endpoint: first.endpoint }) });
    expect(res.json()).toEqual({ status_code: 200, result: null, error: null });
    expect((await subscriptionRows()).some((row) => row.endpoint === first.endpoint)).toBe(false);

    const other = await freshToken(t, mobile);
    const second = push.subscription(`del-${process.pid}-2`);
    const third = push.subscription(`del-${process.pid}-3`);
    await subscribe(t, tokens.access_token, asJson(second));
    await subscribe(t, other, asJson(third));
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: `Bearer ${tokens.access_token}`, 'sec-fetch-site': 'same-origin' } });
    const endpoints = (await subscriptionRows()).map((row) => row.endpoint);
    expect(endpoints).not.toContain(second.endpoint);
    expect(endpoints).toContain(third.endpoint);
  });
});

describe('PDPA removal', () => {
  it('deletes the member’s devices', async () => {
    const { mobile, tokens } = await verifiedMember(t);
    const phone = push.subscription(`removed-${process.pid}`);
    await subscribe(t, tokens.access_token, asJson(phone));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/ops/members/${mobile}`, headers: await operatorHeaders(t, 'supervisor') });
    expect(res.statusCode).toBe(200);
    expect((await subscriptionRows()).some((row) => row.endpoint === phone.endpoint)).toBe(false);
  });
});

describe('pushes', () => {
  it('tell the member of a verification in their language, opening the service, signed with the server’s key', async () => {
    const member = await subscribedMember(t, 'ms');
    await asStaff(t, await staffAccess(), 'POST', paths.verify(member.code));
    expect(receivedAt(member.path)).toEqual([]);
    const report = await deliver();
    expect(report).toMatchObject({ sent: 1, retried: 0, failed: 0, gone: 0 });
    expect(receivedAt(member.path)).toEqual([
      {
        title: 'Servis disahkan',
        body: `Servis anda ${member.code} untuk ${member.car.plate_number} telah disahkan oleh bengkel.`,
        url: `/loyalty/service-information?code=${member.code}`,
        tag: `service-${member.code}`,
      },
    ]);
    const received = push.received.find((r) => r.path === member.path)!;
    expect(received.vapidKey).toBe((await get(t, paths.pushPublicKey)).json().result.public_key);
    expect(received.ttl).toBe('86400');
    // Sent once: the next run has nothing to do.
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it('tell a rejection with its reason, and the free bottle when it is earned', async () => {
    const rejected = await subscribedMember(t, 'ms');
    await asStaff(t, await staffAccess(), 'POST', paths.reject(rejected.code), { reason_code: 'unreadable_receipt' });
    const earner = await subscribedMember(t, 'en');
    await asStaff(t, await staffAccess(), 'POST', paths.verify(earner.code));
    t.clock.advance(31 * DAY);
    const token = await freshToken(t, earner.mobile);
    const second = await submitOk(t, token, { vehicle_guid: earner.car.guid, workshop_id: 'TPU1001', current_mileage: 36000, oil: 'QUARTZ90005W40', total_bottle: 1 });
    await asStaff(t, await staffAccess(), 'POST', paths.verify(second));
    await deliver();
    expect(receivedAt(rejected.path)).toEqual([
      expect.objectContaining({ title: 'Servis tidak diluluskan', body: `Servis anda ${rejected.code} untuk ${rejected.car.plate_number} tidak diluluskan. Sebab: Resit tidak dapat dibaca` }),
    ]);
    expect(receivedAt(earner.path)).toEqual([
      expect.objectContaining({ title: 'Service verified', tag: `service-${earner.code}` }),
      expect.objectContaining({ title: 'Service verified', tag: `service-${second}` }),
      { title: 'You have earned a free bottle!', body: `Your next oil change for ${earner.car.plate_number} is free: Quartz 9000 5W-40 OR Quartz 9000 5W-50.`, url: `/loyalty/service-information?code=${second}`, tag: `free-bottle-${second}` },
    ]);
  });

  it.each([404, 410])('a subscription the push service calls gone (%i) is removed with its waiting pushes', async (status) => {
    const member = await subscribedMember();
    push.answer(member.path, status);
    await asStaff(t, await staffAccess(), 'POST', paths.verify(member.code));
    expect(await deliver()).toMatchObject({ gone: 1, sent: 0 });
    expect((await subscriptionRows()).some((row) => row.endpoint === member.subscription.endpoint)).toBe(false);
    expect((await outboxRows()).filter((row) => row.payload.includes(member.code))).toEqual([]);
  });

  it('a failing push service is retried with growing waits, then the push goes through', async () => {
    const member = await subscribedMember();
    push.answer(member.path, 500);
    await asStaff(t, await staffAccess(), 'POST', paths.verify(member.code));
    expect(await deliver()).toMatchObject({ retried: 1 });
    const [row] = (await outboxRows()).filter((r) => r.payload.includes(member.code));
    expect(row).toMatchObject({ attempts: 1, last_error: 'HTTP 500', sent_at: null, next_attempt_at: new Date(t.clock.now().getTime() + 30_000) });
    // Not before its time.
    t.clock.advance(29_000);
    expect(await deliver()).toMatchObject({ retried: 0, sent: 0 });
    t.clock.advance(1_000);
    expect(await deliver()).toMatchObject({ retried: 1 });
    expect(retryDelayMs(2)).toBe(60_000);
    push.answer(member.path, 201);
    t.clock.advance(60_000);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(receivedAt(member.path)).toHaveLength(1);
    expect((await outboxRows()).find((r) => r.id === row.id)).toMatchObject({ attempts: 3, sent_at: t.clock.now() });
  });
});

describe('the outbox survives a restart', () => {
  it('a push the stopped node could not deliver is delivered by the node started after it on the same database', async () => {
    const first = await createTestApp(ENV, {}, { database: t.database });
    first.clock.set(t.clock.now());
    const member = await subscribedMember(first);
    push.answer(member.path, 503);
    await asStaff(first, await staffAccess(first), 'POST', paths.verify(member.code));
    expect(await deliver(first)).toMatchObject({ retried: 1 });
    await first.close();
    push.answer(member.path, 201);

    const second = await createTestApp(ENV, {}, { database: t.database });
    second.clock.set(new Date(first.clock.now().getTime() + 30_000));
    expect(await deliver(second)).toMatchObject({ sent: 1 });
    expect(receivedAt(member.path)).toEqual([expect.objectContaining({ title: 'Service verified', tag: `service-${member.code}` })]);
    await second.close();
  });
});
