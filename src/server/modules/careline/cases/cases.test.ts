import { createTestApp, type TestApp } from '../../../testing/testApp';
import { createWorkshop } from '../../../testing/workshops';
import { get, newMobile, verifiedMember } from '../../../testing/accounts';
import { addVehicle, DAY, submitOk } from '../../../testing/loyalty';
import { accountErrors } from '../../../../shared/contract/accounts';
import { carelineCaseErrors, type MemberCase, type PendingQueuePage } from '../../../../shared/contract/carelineCases';
import { loyaltyErrors } from '../../../../shared/contract/loyalty';
import { insertFlag } from '../../receiptFingerprints/store';
import { carelineOperator, signInAgain, type TestOperator } from '../../../testing/operators';

let t: TestApp;
let aisyah: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  aisyah = await carelineOperator(t, 'supervisor', 'aisyah');
  await createWorkshop(t, { workshopId: 'CASE01', name: 'Bengkel Satu' });
  await createWorkshop(t, { workshopId: 'CASE02', name: 'Bengkel Dua' });
});
afterAll(() => t.close());

/** A call by Aisyah, a supervisor, signed in afresh (the tests move the clock by days); `signedIn: false` makes it anonymous. */
async function ops(method: 'GET' | 'POST', url: string, body?: object, signedIn = true) {
  const headers: Record<string, string> = signedIn ? { ...(await signInAgain(t, aisyah)).headers } : {};
  if (body) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, payload: body ? JSON.stringify(body) : undefined });
}

const refusal = (status: number, error: string) => ({ status_code: status, result: null, error });

const auditOf = (action: string) =>
  t.database.db.selectFrom('audit_log').select(['actor', 'action', 'subject', 'details']).where('action', '=', action).orderBy('id').execute();

async function memberId(mobile: string): Promise<number> {
  return (await t.database.db.selectFrom('members').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;
}

async function memberWithService(overrides: { fullname?: string; email?: string; workshop?: string } = {}) {
  const member = await verifiedMember(t, { fullname: overrides.fullname ?? 'Siti Nurhaliza', email: overrides.email ?? 'siti@example.com' });
  const car = await addVehicle(t, member.tokens.access_token);
  const code = await submitOk(t, member.tokens.access_token, { vehicle_guid: car.guid, workshop_id: overrides.workshop ?? 'CASE01', current_mileage: 7000, oil: 'QUARTZ70005W30', total_bottle: 1 });
  return { ...member, car, code };
}

describe('finding a member', () => {
  const search = (q: string) => ops('GET', `/api/ops/members?q=${encodeURIComponent(q)}`);

  it('by mobile number, plate, Service ID, email or the start of the name; audited without the query', async () => {
    const m = await memberWithService({ fullname: 'Kamarul Ariffin bin Zain', email: 'Kamarul.Z@Example.com' });
    const hit = { mobile_number: m.mobile, fullname: 'Kamarul Ariffin bin Zain', email: 'Kamarul.Z@Example.com', verified: true };
    expect((await search(`+${m.mobile}`)).json().result).toEqual([{ ...hit, matched: 'mobile' }]);
    expect((await search(`0${m.mobile.slice(2, 4)}-${m.mobile.slice(4)}`)).json().result).toEqual([{ ...hit, matched: 'mobile' }]);
    const spaced = `${m.car.plate_number.slice(0, 3).toLowerCase()} ${m.car.plate_number.slice(3)}`;
    expect((await search(spaced)).json().result).toEqual([{ ...hit, matched: 'plate' }]);
    const grouped = `${m.code.slice(0, 3)}-${m.code.slice(3, 6)} ${m.code.slice(6)}`.toLowerCase();
    expect((await search(grouped)).json().result).toEqual([{ ...hit, matched: 'service' }]);
    expect((await search('kamarul.z@example.COM')).json().result).toEqual([{ ...hit, matched: 'email' }]);
    expect((await search('kamarul ari')).json().result).toEqual([{ ...hit, matched: 'name' }]);
    expect((await search('kamarul aziz')).json().result).toEqual([]);

    const entries = await auditOf('members.searched');
    expect(entries.at(-2)).toEqual({ actor: aisyah.actor, action: 'members.searched', subject: null, details: { as: ['service', 'name'], found: 1 } });
    expect(JSON.stringify(entries)).not.toContain(m.mobile);
    expect(JSON.stringify(entries)).not.toContain('kamarul');
  });

  it('lists at most 20, in name order; a wildcard is no name', async () => {
    for (let i = 0; i < 22; i++) await verifiedMember(t, { fullname: `Zulkifli ${String.fromCharCode(65 + i)} bin Omar` });
    const found = (await search('zulkifli')).json().result as { fullname: string }[];
    expect(found).toHaveLength(20);
    expect(found[0].fullname).toBe('Zulkifli A bin Omar');
    expect(found[19].fullname).toBe('Zulkifli T bin Omar');
    expect((await search('zu%')).json()).toEqual(refusal(400, carelineCaseErrors.queryInvalid));
  });

  it('refuses a query that fits no kind, and a caller who is not signed in', async () => {
    for (const q of ['', 'a', '!!!', '+6', 'x@']) expect((await search(q)).json()).toEqual(refusal(400, carelineCaseErrors.queryInvalid));
    expect((await ops('GET', '/api/ops/members?q=ahmad', undefined, false)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/members?q=ahmad', headers: { authorization: 'Bearer clpat_wrong-token-wrong-token-000' } })).statusCode).toBe(401);
  });
});

describe("a member's case", () => {
  it('shows profile, cars, cycles, services with receipts and flags, inbox and trail; the opening is audited', async () => {
    const m = await memberWithService({ fullname: 'Lim Mei Ling' });
    const other = await memberWithService();
    const service = await t.database.db.selectFrom('services').select('guid').where('transaction_code', '=', m.code).executeTakeFirstOrThrow();
    const otherService = await t.database.db.selectFrom('services').select('guid').where('transaction_code', '=', other.code).executeTakeFirstOrThrow();
    await insertFlag(t.database.db, { service_guid: service.guid, kind: 'possible_duplicate_receipt', reason: 'Looks like another receipt', figures: { distance: 3 }, other_service_guid: otherService.guid, created_at: t.clock.now() });

    const res = await ops('GET', `/api/ops/members/${m.mobile}/case`);
    expect(res.statusCode).toBe(200);
    const found: MemberCase = res.json().result;
    expect(found.profile).toMatchObject({ mobile_number: m.mobile, fullname: 'Lim Mei Ling', vehicle_allowance: 4, live_sessions: 1, language: 'en' });
    expect(found.status).toBe('active');
    expect(found.vehicles).toHaveLength(1);
    expect(found.vehicles[0]).toMatchObject({ plate_number: m.car.plate_number, brand: 'Perodua', model: 'Myvi' });
    const [cycle] = found.vehicles[0].cycles;
    expect(cycle).toMatchObject({ workshop_id: 'CASE01', status: 0 });
    expect(cycle.services).toEqual([
      expect.objectContaining({
        transaction_code: m.code,
        status: 0,
        workshop_id: 'CASE01',
        decide_by: new Date(t.clock.now().getTime() + 5 * DAY).toISOString(),
        receipt: `/api/ops/services/${m.code}/receipt`,
        flags: [{ kind: 'possible_duplicate_receipt', reason: 'Looks like another receipt', figures: { distance: 3 }, other_transaction_code: other.code, created_at: t.clock.now().toISOString() }],
      }),
    ]);
    expect(found.inbox.map((n) => n.subject)).toEqual(['Welcome to the Quartz Loyalty Programme']);
    expect(found.referrals).toEqual({ members_referred: 0, rewards_earned: [], reward_for_first_service: false });
    expect(found.campaign_entries).toEqual([]);
    expect(found.audit.map((e) => e.action)).toContain('member.verified');
    expect(found.audit.map((e) => e.action)).not.toContain('case.opened');

    const id = await memberId(m.mobile);
    expect((await auditOf('case.opened')).at(-1)).toEqual({ actor: aisyah.actor, action: 'case.opened', subject: `member:${id}`, details: null });
    const again: MemberCase = (await ops('GET', `/api/ops/members/${m.mobile}/case`)).json().result;
    expect(again.audit[0]).toMatchObject({ actor: aisyah.actor, action: 'case.opened', subject: `member:${id}` });
  });

  it('answers 404 for a number no member holds, and writes nothing', async () => {
    const before = (await auditOf('case.opened')).length;
    for (const mobile of ['60100000001', 'abc']) {
      expect((await ops('GET', `/api/ops/members/${mobile}/case`)).json()).toEqual(refusal(404, carelineCaseErrors.memberNotFound));
    }
    expect(await auditOf('case.opened')).toHaveLength(before);
  });

  it("serves a service's receipt to the console, audited; an unknown code is a 404", async () => {
    const m = await memberWithService();
    const res = await ops('GET', `/api/ops/services/${m.code.toLowerCase()}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await auditOf('service.receipt_viewed')).at(-1)).toEqual({ actor: aisyah.actor, action: 'service.receipt_viewed', subject: m.code, details: null });
    expect((await ops('GET', '/api/ops/services/ZZZZZZZZZZ/receipt')).json()).toEqual(refusal(404, loyaltyErrors.serviceNotFound));
    expect((await ops('GET', `/api/ops/services/${m.code}/receipt`, undefined, false)).statusCode).toBe(401);
  });
});

describe('releasing a plate another account holds', () => {
  const release = (mobile: string, plate: unknown) => ops('POST', `/api/ops/members/${mobile}/plate-release`, { plate_number: plate });

  it('takes a car without services off the other account; its owner can then add it; both are told', async () => {
    const squatter = await verifiedMember(t);
    const owner = await verifiedMember(t);
    const car = await addVehicle(t, squatter.tokens.access_token, { plate_number: 'VBA 1234' });
    const refused = await addVehicle(t, owner.tokens.access_token, { plate_number: 'VBA1234' }).catch((err: Error) => err.message);
    expect(refused).toContain('409');

    const res = await release(owner.mobile, 'vba 1234');
    expect(res.json()).toEqual({ status_code: 200, result: { plate_number: 'VBA1234', history_kept: false }, error: null });
    expect(await t.database.db.selectFrom('vehicles').select('guid').where('guid', '=', car.guid).execute()).toEqual([]);
    expect((await addVehicle(t, owner.tokens.access_token, { plate_number: 'VBA1234' })).plate_number).toBe('VBA1234');

    const inbox = async (token: string) => (await get(t, '/api/user/notifications', token)).json().result.map((n: { subject: string }) => n.subject);
    expect(await inbox(squatter.tokens.access_token)).toContain('A plate was removed from your account');
    expect(await inbox(owner.tokens.access_token)).toContain('You can now add your vehicle');
    const [squatterId, ownerId] = [await memberId(squatter.mobile), await memberId(owner.mobile)];
    expect((await auditOf('vehicle.plate_released')).at(-1)).toEqual({
      actor: aisyah.actor, action: 'vehicle.plate_released', subject: `member:${squatterId}`, details: { plate_number: 'VBA1234', for: `member:${ownerId}`, history_kept: false },
    });
    expect((await auditOf('vehicle.plate_claimed')).at(-1)).toMatchObject({ subject: `member:${ownerId}`, details: { plate_number: 'VBA1234', from: `member:${squatterId}` } });
  });

  it('keeps a car with services on the other account under a released plate; refuses while a service is pending', async () => {
    const holder = await memberWithService();
    const owner = await verifiedMember(t);
    const plate = holder.car.plate_number;
    expect((await release(owner.mobile, plate)).json()).toEqual(refusal(409, carelineCaseErrors.platePending));
    expect((await ops('POST', `/api/ops/services/${holder.code}/reject`, { reason: 'Not the owner of the car' })).statusCode).toBe(200);

    expect((await release(owner.mobile, plate)).json().result).toEqual({ plate_number: plate, history_kept: true });
    const kept = await t.database.db.selectFrom('vehicles').select('plate_number').where('guid', '=', holder.car.guid).executeTakeFirstOrThrow();
    expect(kept.plate_number).toMatch(/^X[0-9A-F]{15}$/);
    expect((await t.database.db.selectFrom('services').select('vehicle_guid').where('transaction_code', '=', holder.code).executeTakeFirstOrThrow()).vehicle_guid).toBe(holder.car.guid);
    expect((await addVehicle(t, owner.tokens.access_token, { plate_number: plate })).plate_number).toBe(plate);
  });

  it('refuses a malformed plate, one no account holds, the member’s own, and an unknown member', async () => {
    const m = await verifiedMember(t);
    const car = await addVehicle(t, m.tokens.access_token);
    expect((await release(m.mobile, 'W')).json()).toEqual(refusal(400, '*Please enter a valid car plate number'));
    expect((await release(m.mobile, undefined)).json()).toEqual(refusal(400, '*Please enter a valid car plate number'));
    expect((await release(m.mobile, 'QQQ9999')).json()).toEqual(refusal(404, carelineCaseErrors.plateNotRegistered));
    expect((await release(m.mobile, car.plate_number)).json()).toEqual(refusal(409, carelineCaseErrors.plateOwnAlready));
    expect((await release('60100000002', car.plate_number)).json()).toEqual(refusal(404, carelineCaseErrors.memberNotFound));
    expect(await t.database.db.selectFrom('vehicles').select('plate_number').where('guid', '=', car.guid).executeTakeFirstOrThrow()).toEqual({ plate_number: car.plate_number });
  });
});

describe("changing a member's number with a code from the new phone", () => {
  const step1 = (mobile: string, to: unknown) => ops('POST', `/api/ops/members/${mobile}/mobile-number`, { mobile_number: to });
  const step2 = (mobile: string, to: unknown, code: unknown) => ops('POST', `/api/ops/members/${mobile}/mobile-number/confirm`, { mobile_number: to, code });

  it('texts the new number, changes on the right code, ends every session and tells the old number', async () => {
    const m = await verifiedMember(t);
    const target = newMobile();
    const sent = await step1(m.mobile, target);
    expect(sent.json()).toEqual({ status_code: 200, result: { sent: true, retry_after: 180 }, error: null });
    const [text] = await t.outbox(target);
    expect(text.message).toMatch(/^Quartz Loyalty: the code to move your account to this number is \d{6}\. Read it only to the Quartz careline agent/);
    // Nothing has changed yet.
    expect((await get(t, '/api/user/me', m.tokens.access_token)).statusCode).toBe(200);
    expect((await step1(m.mobile, target)).json().result).toEqual({ sent: false, retry_after: 180 });

    const code = await t.lastCode(target);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await step2(m.mobile, target, wrong)).json()).toEqual(refusal(400, accountErrors.wrongCode));
    expect(await t.database.db.selectFrom('members').select('mobile_number').where('mobile_number', '=', target).execute()).toEqual([]);

    expect((await step2(m.mobile, target, code)).json()).toEqual({ status_code: 200, result: { mobile_number: target }, error: null });
    expect((await get(t, '/api/user/me', m.tokens.access_token)).statusCode).toBe(401);
    const [notice] = await t.outbox(m.mobile);
    expect(notice.message).toBe(
      `Quartz Loyalty: the mobile number of your account was changed to one ending ${target.slice(-4)} by our careline. If you did not ask for this, call the careline at once.`,
    );
    const id = await memberId(target);
    expect((await auditOf('member.mobile_change_code')).slice(-2)).toEqual([
      { actor: aisyah.actor, action: 'member.mobile_change_code', subject: `member:${id}`, details: { sent: true } },
      { actor: aisyah.actor, action: 'member.mobile_change_code', subject: `member:${id}`, details: { sent: false } },
    ]);
    expect((await auditOf('member.mobile_changed')).at(-1)).toEqual({
      actor: aisyah.actor, action: 'member.mobile_changed', subject: `member:${id}`, details: { from: m.mobile, to: target, sessions_ended: 1 },
    });
    // The code is spent.
    expect((await step2(target, m.mobile, code)).json()).toEqual(refusal(400, carelineCaseErrors.codeNotSent));
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const m = await verifiedMember(t);
    const other = await verifiedMember(t);
    expect((await step1(m.mobile, '12')).json()).toEqual(refusal(400, 'Please provide a valid mobile number'));
    expect((await step1(m.mobile, m.mobile)).json()).toEqual(refusal(400, carelineCaseErrors.mobileSame));
    expect((await step1(m.mobile, other.mobile)).json()).toEqual(refusal(409, accountErrors.mobileRegistered));
    expect((await step1('60100000003', newMobile())).json()).toEqual(refusal(404, carelineCaseErrors.memberNotFound));
    const target = newMobile();
    expect((await step2(m.mobile, target, '123456')).json()).toEqual(refusal(400, carelineCaseErrors.codeNotSent));
    expect((await step2(m.mobile, target, '12')).json()).toEqual(refusal(400, 'Please enter the 6-digit verification code'));
    // A code sent for one member does not move another.
    await step1(m.mobile, target);
    const third = await verifiedMember(t);
    expect((await step2(third.mobile, target, await t.lastCode(target))).json()).toEqual(refusal(400, carelineCaseErrors.codeNotSent));
    expect((await get(t, '/api/user/me', m.tokens.access_token)).statusCode).toBe(200);
    expect((await get(t, '/api/user/me', third.tokens.access_token)).statusCode).toBe(200);
  });
});

describe('the pending queue across workshops', () => {
  it('lists the oldest first with the 5-day limit, by workshop, a page at a time', async () => {
    await t.database.db.updateTable('services').set({ status: 3 }).where('status', '=', 0).execute();
    t.clock.advance(DAY);
    const first = await memberWithService({ workshop: 'CASE02' });
    t.clock.advance(60_000);
    const second = await memberWithService({ workshop: 'CASE01' });
    const page: PendingQueuePage = (await ops('GET', '/api/ops/pending-services')).json().result;
    expect(page.items.map((i) => i.transaction_code)).toEqual([first.code, second.code]);
    expect(page).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(page.items[0]).toMatchObject({
      workshop_id: 'CASE02',
      workshop_name: 'Bengkel Dua',
      plate_number: first.car.plate_number,
      mobile_number: first.mobile,
      decide_by: new Date(t.clock.now().getTime() - 60_000 + 5 * DAY).toISOString(),
      receipt: `/api/ops/services/${first.code}/receipt`,
      flags: [],
    });
    expect((await ops('GET', '/api/ops/pending-services?workshop=case01')).json().result.items.map((i: { transaction_code: string }) => i.transaction_code)).toEqual([second.code]);
    expect((await ops('GET', '/api/ops/pending-services?page=2')).json().result).toEqual({ items: [], total: 2, page: 2, pages: 1 });
    expect((await auditOf('services.pending_listed')).at(-1)).toEqual({ actor: aisyah.actor, action: 'services.pending_listed', subject: null, details: { workshop: null, page: 2 } });
  });

  it('refuses a malformed page or workshop, and an unknown workshop', async () => {
    for (const q of ['page=0', 'page=x', 'page=-1', 'page=1.5']) expect((await ops('GET', `/api/ops/pending-services?${q}`)).json()).toEqual(refusal(400, carelineCaseErrors.pageInvalid));
    expect((await ops('GET', '/api/ops/pending-services?workshop=a b')).json()).toEqual(refusal(400, carelineCaseErrors.workshopInvalid));
    expect((await ops('GET', '/api/ops/pending-services?workshop=NOPE99')).json()).toEqual(refusal(404, carelineCaseErrors.workshopNotFound));
  });
});

describe('the audit log as CSV', () => {
  it('downloads the filtered entries, formulas kept as text; the download is audited', async () => {
    await t.database.db.insertInto('audit_log').values({ actor: 'system', action: 'csv.test', subject: '=HYPERLINK("x")', details: JSON.stringify({ note: 'a, "quoted" text' }), created_at: t.clock.now() }).execute();
    const res = await ops('GET', '/api/ops/audit/csv?action=csv.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-${t.clock.now().toISOString().slice(0, 10)}.csv"`);
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe('id,created_at,actor,action,subject,details');
    expect(row).toMatch(new RegExp(`^\\d+,${t.clock.now().toISOString().replace(/\./g, '\\.')},system,csv\\.test,"'=HYPERLINK\\(""x""\\)","\\{""note"":""a, \\\\""quoted\\\\"" text""\\}"$`));
    expect(end).toBe('');
    expect((await auditOf('audit.exported')).at(-1)).toEqual({ actor: aisyah.actor, action: 'audit.exported', subject: null, details: { action: 'csv.test', entries: 1 } });
  });

  it('refuses a malformed filter with the audit log’s message', async () => {
    expect((await ops('GET', '/api/ops/audit/csv?from=yesterday')).json()).toEqual(refusal(400, 'from must be a day (YYYY-MM-DD) or an ISO 8601 instant with its zone'));
    expect((await ops('GET', '/api/ops/audit/csv', undefined, false)).statusCode).toBe(401);
  });
});

describe("opening a member's diagnostic file in the replay", () => {
  const open = (body: object, signedIn = true) => ops('POST', '/api/ops/support-replays', body, signedIn);

  it('is audited under the person, filed under the member when the file names one', async () => {
    const member = await verifiedMember(t, { fullname: 'Nurul Replay', email: 'nurul.replay@example.com' });
    const res = await open({ mobile_number: member.mobile, app_version: 'build-42', saved_at: '2026-03-01T10:00:00.000Z' });
    expect(res.json()).toEqual({ status_code: 200, result: { member_found: true }, error: null });
    expect((await open({ mobile_number: newMobile() })).json().result).toEqual({ member_found: false });
    expect((await open({})).json().result).toEqual({ member_found: false });
    const entries = await auditOf('support.replay_opened');
    expect(entries.slice(-3)).toEqual([
      { actor: aisyah.actor, action: 'support.replay_opened', subject: `member:${await memberId(member.mobile)}`, details: { member_found: true, app_version: 'build-42', saved_at: '2026-03-01T10:00:00.000Z' } },
      { actor: aisyah.actor, action: 'support.replay_opened', subject: null, details: { member_found: false, app_version: null, saved_at: null } },
      { actor: aisyah.actor, action: 'support.replay_opened', subject: null, details: { member_found: false, app_version: null, saved_at: null } },
    ]);
  });

  it('refuses a malformed number, a text too long and a caller who is not signed in, and writes nothing', async () => {
    const before = (await auditOf('support.replay_opened')).length;
    expect((await open({ mobile_number: '+60 12-345' })).json()).toEqual(refusal(400, carelineCaseErrors.replayMobileInvalid));
    expect((await open({ app_version: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await open({ mobile_number: 60123456789 })).statusCode).toBe(400);
    expect((await open({}, false)).statusCode).toBe(401);
    expect(await auditOf('support.replay_opened')).toHaveLength(before);
  });
});
