import { createTestApp, type TestApp } from '../../testing/testApp';
import { verifiedMember } from '../../testing/accounts';
import { auditErrors, type OpsAuditPage } from '../../../shared/contract/audit';
import { runOpsCli } from '../../testing/opsCli';
import { changeMobileNumber } from '../../testing/mobileChange';
import { writeAudit } from '../audit/store';

const OPS_TOKEN = 'ops-token-for-the-audit-tests-0123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

function read(query: Record<string, string> = {}, token: string | null = OPS_TOKEN) {
  const headers: Record<string, string> = { 'x-ops-actor': 'aisyah' };
  if (token !== null) headers['x-ops-token'] = token;
  const search = new URLSearchParams(query).toString();
  return t.app.inject({ method: 'GET', url: `/api/ops/audit${search ? `?${search}` : ''}`, headers });
}

async function page(query: Record<string, string>): Promise<OpsAuditPage> {
  const res = await read(query);
  expect(res.json()).toMatchObject({ status_code: 200, error: null });
  return res.json().result;
}

const seed = (actor: string, action: string, at: string, subject: string | null = null, details: Record<string, unknown> | null = null) =>
  writeAudit(t.database.db, { actor, action, subject, details, at: new Date(at) });

const memberId = async (mobile: string) =>
  (await t.database.db.selectFrom('members').select('id').where('mobile_number', '=', mobile).executeTakeFirstOrThrow()).id;

describe('who may read it', () => {
  it('refuses a missing or wrong operator token: 401, as the other operator calls', async () => {
    expect((await read({}, null)).json()).toEqual({ status_code: 401, result: null, error: 'Invalid operator token' });
    expect((await read({}, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
  });

  it('is not there without OPS_TOKEN: 404, as an unknown path', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/ops/audit?actor=system', headers: { 'x-ops-token': OPS_TOKEN } });
      expect(res.json()).toEqual({ status_code: 404, result: null, error: 'No such path: GET /api/ops/audit' });
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/ops/audit', () => {
  it('answers entries newest first with every field, and audits the read after reading', async () => {
    await seed('ops:lister', 'workshop.key_issued', '2026-01-05T10:00:00.000Z', 'T9999');
    await seed('ops:lister', 'service.rejected', '2026-01-06T10:00:00.000Z', 'ABCDEFGHIJ', { reason: 'Blurred receipt' });
    const result = await page({ actor: 'ops:lister' });
    expect(result).toEqual({
      entries: [
        { id: expect.any(Number), created_at: '2026-01-06T10:00:00.000Z', actor: 'ops:lister', action: 'service.rejected', subject: 'ABCDEFGHIJ', details: { reason: 'Blurred receipt' } },
        { id: expect.any(Number), created_at: '2026-01-05T10:00:00.000Z', actor: 'ops:lister', action: 'workshop.key_issued', subject: 'T9999', details: null },
      ],
      next: null,
      member: null,
    });

    const reads = await page({ action: 'audit.read', actor: 'ops:aisyah' });
    expect(reads.entries[0]).toMatchObject({ subject: null, details: { actor: 'ops:lister', limit: 50 }, created_at: t.clock.now().toISOString() });
  });

  it('pages with limit and before: every entry once, in order, entries of one instant split by id', async () => {
    for (const [i, at] of ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z'].entries()) {
      await seed('ops:pager', 'probe.page', at, `entry-${i}`);
    }
    const seen: string[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const result = await page({ actor: 'ops:pager', limit: '2', ...(before ? { before } : {}) });
      seen.push(...result.entries.map((e) => e.subject!));
      if (result.next === null) break;
      expect(result.entries).toHaveLength(2);
      before = String(result.next);
    }
    expect(seen).toEqual(['entry-4', 'entry-3', 'entry-2', 'entry-1', 'entry-0']);
  });

  it('answers 50 entries when no limit is given, up to 200 when asked', async () => {
    for (let i = 0; i < 201; i++) await seed('ops:bulk', 'probe.bulk', new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString());
    const first = await page({ actor: 'ops:bulk' });
    expect(first.entries).toHaveLength(50);
    expect(first.next).toBe(first.entries[49].id);
    const most = await page({ actor: 'ops:bulk', limit: '200' });
    expect(most.entries).toHaveLength(200);
    expect((await page({ actor: 'ops:bulk', limit: '200', before: String(most.next) })).entries).toHaveLength(1);
  });

  it('filters by actor, exactly or by kind', async () => {
    for (const actor of ['ops:a', 'ops:b', 'system', 'member:77', 'workshop:T1']) await seed(actor, 'probe.actor', '2026-01-07T00:00:00Z');
    const actors = async (actor: string) => (await page({ action: 'probe.actor', actor })).entries.map((e) => e.actor).sort();
    expect(await actors('system')).toEqual(['system']);
    expect(await actors('ops:')).toEqual(['ops:a', 'ops:b']);
    expect(await actors('ops:a')).toEqual(['ops:a']);
    expect(await actors('workshop:')).toEqual(['workshop:T1']);
    expect(await actors('ops:nobody')).toEqual([]);
  });

  it('filters by action, exactly or by kind; no character of the kind acts as a wildcard', async () => {
    for (const action of ['referral_reward.redeemed', 'referralxreward.redeemed', 'member.removed', 'member.mobile_changed', 'members.listed']) {
      await seed('ops:actions', action, '2026-01-08T00:00:00Z');
    }
    const actions = async (action: string) => (await page({ actor: 'ops:actions', action })).entries.map((e) => e.action).sort();
    expect(await actions('member.removed')).toEqual(['member.removed']);
    expect(await actions('member.')).toEqual(['member.mobile_changed', 'member.removed']);
    expect(await actions('referral_reward.')).toEqual(['referral_reward.redeemed']);
    expect(await actions('member')).toEqual([]);
  });

  it('filters by period: a day is whole in UTC, an instant is exact, from and to included', async () => {
    const times = ['2026-01-10T23:59:59.999Z', '2026-01-11T00:00:00.000Z', '2026-01-11T23:59:59.999Z', '2026-01-12T00:00:00.000Z'];
    for (const at of times) await seed('ops:timer', 'probe.time', at);
    const within = async (query: Record<string, string>) => (await page({ actor: 'ops:timer', ...query })).entries.map((e) => e.created_at).reverse();
    expect(await within({ from: '2026-01-11', to: '2026-01-11' })).toEqual(times.slice(1, 3));
    expect(await within({ from: '2026-01-11' })).toEqual(times.slice(1));
    expect(await within({ to: '2026-01-11T00:00:00Z' })).toEqual(times.slice(0, 2));
    expect(await within({ from: '2026-01-11T08:00:00+08:00', to: '2026-01-11T23:59:59.999Z' })).toEqual(times.slice(1, 3));
    expect(await within({ from: '2026-01-11T23:59:59.999Z', to: '2026-01-11T23:59:59.999Z' })).toEqual([times[2]]);
  });

  it('finds a member’s entries by its number: under its id, any number it held, and its own actions', async () => {
    const { mobile: first } = await verifiedMember(t);
    const id = await memberId(first);
    await seed('system', 'login.locked', t.clock.now().toISOString(), first, { ip: '203.0.113.9' });
    const second = '60129990002';
    const change = await changeMobileNumber(t, { 'x-ops-token': OPS_TOKEN }, first, second);
    expect(change.statusCode).toBe(200);
    const { mobile: other } = await verifiedMember(t);

    const bySecond = await page({ member: second });
    expect(bySecond.member).toBe(`member:${id}`);
    expect(bySecond.entries.map((e) => [e.actor, e.action, e.subject])).toEqual([
      ['ops:ops', 'member.mobile_changed', `member:${id}`],
      ['ops:ops', 'member.mobile_change_code', `member:${id}`],
      ['system', 'login.locked', first],
      [`member:${id}`, 'member.verified', first],
    ]);
    expect(JSON.stringify(bySecond)).not.toContain(other);
    // The careline's reads of the member are part of its trail.
    expect((await page({ member: `+${second}` })).entries.map((e) => e.action)).toEqual(['audit.read', 'member.mobile_changed', 'member.mobile_change_code', 'login.locked', 'member.verified']);
    expect((await page({ member: `member:${id}` })).entries.map((e) => e.action)).toEqual(['audit.read', 'audit.read', 'member.mobile_changed', 'member.mobile_change_code', 'login.locked', 'member.verified']);

    // A number no member holds now is no refusal: what is filed under it is listed.
    const byFirst = await page({ member: first });
    expect(byFirst.member).toBeNull();
    expect(byFirst.entries.map((e) => e.action)).toEqual(['login.locked', 'member.verified']);
    expect(await page({ member: '60100000009' })).toEqual({ entries: [], next: null, member: null });
  });

  it('finds a removed member’s entries by its id; no read leaves a number in the log', async () => {
    const { mobile } = await verifiedMember(t);
    const id = await memberId(mobile);
    expect((await page({ member: mobile })).member).toBe(`member:${id}`);
    const removal = await t.app.inject({ method: 'DELETE', url: `/api/ops/members/${mobile}`, headers: { 'x-ops-token': OPS_TOKEN, 'x-ops-actor': 'aisyah' } });
    expect(removal.statusCode).toBe(200);

    expect(await page({ member: mobile })).toEqual({ entries: [], next: null, member: null });
    const trail = await page({ member: `member:${id}` });
    expect(trail.member).toBe(`member:${id}`);
    expect(trail.entries.map((e) => e.action)).toEqual(['member.removed', 'audit.read', 'member.verified']);
    expect((await page({ action: 'audit.read', actor: 'ops:aisyah' })).entries[1]).toMatchObject({ subject: null, details: { member: 'a number no member holds', limit: 50 } });
    expect(trail.entries.find((e) => e.action === 'member.removed')).toMatchObject({ actor: 'ops:aisyah', subject: `member:${id}` });

    const everything = await t.database.db.selectFrom('audit_log').select(['actor', 'subject', 'details']).execute();
    expect(JSON.stringify(everything)).not.toContain(mobile);
  });

  it('refuses malformed filters with a 400 that names the filter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ member: 'abc' }, auditErrors.memberInvalid],
      [{ member: 'member:x' }, auditErrors.memberInvalid],
      [{ actor: 'aisyah' }, auditErrors.actorInvalid],
      [{ actor: 'ops:a b' }, auditErrors.actorInvalid],
      [{ action: 'Member.Removed' }, auditErrors.actionInvalid],
      [{ action: 'member.%' }, auditErrors.actionInvalid],
      [{ from: '2026-02-30' }, auditErrors.fromInvalid],
      [{ from: 'yesterday' }, auditErrors.fromInvalid],
      [{ to: '2026-01-11T10:00:00' }, auditErrors.toInvalid],
      [{ to: '2026-01-11T25:00:00Z' }, auditErrors.toInvalid],
      [{ from: '2026-01-12', to: '2026-01-11' }, auditErrors.rangeInvalid],
      [{ limit: '0' }, auditErrors.limitInvalid],
      [{ limit: '201' }, auditErrors.limitInvalid],
      [{ limit: 'ten' }, auditErrors.limitInvalid],
      [{ before: '-3' }, auditErrors.beforeInvalid],
      [{ before: '99999999' }, auditErrors.beforeInvalid],
      [{ before: '9999999999' }, auditErrors.beforeInvalid],
    ];
    for (const [query, error] of cases) {
      expect([query, (await read(query)).json()]).toEqual([query, { status_code: 400, result: null, error }]);
    }
    const tooLong = (await read({ actor: `ops:${'a'.repeat(100)}` })).json();
    expect(tooLong).toMatchObject({ status_code: 400, result: null, error: expect.any(String) });
  });
});

describe('npm run ops -- audit', () => {
  const cli = (...argv: string[]) => runOpsCli(t, OPS_TOKEN, ...argv);

  it('prints one line an entry, then the command for the next page', async () => {
    await seed('ops:printer', 'service.rejected', '2026-02-01T09:30:15.000Z', 'ABCDEFGHIJ', { reason: 'Not verified by the workshop within 5 days', n: 2 });
    await seed('ops:printer', 'workshop.key_issued', '2026-02-02T10:00:00.000Z', 'T9999');
    await seed('ops:printer', 'services.listed', '2026-02-03T11:00:00.000Z', null, { status: 0 });
    const ids = (await page({ actor: 'ops:printer' })).entries.map((e) => e.id);

    const first = await cli('audit', '--actor', 'ops:printer', '--limit', '2');
    expect(first).toEqual({
      code: 0,
      err: '',
      out: [
        `#${ids[0]}  2026-02-03 11:00:00 UTC  ops:printer  services.listed  -  status=0`,
        `#${ids[1]}  2026-02-02 10:00:00 UTC  ops:printer  workshop.key_issued  T9999`,
        `More: npm run ops -- audit --actor ops:printer --limit 2 --before ${ids[1]}`,
      ].join('\n'),
    });
    const last = await cli('audit', '--actor', 'ops:printer', '--limit', '2', '--before', String(ids[1]));
    expect(last.out).toBe(`#${ids[2]}  2026-02-01 09:30:15 UTC  ops:printer  service.rejected  ABCDEFGHIJ  n=2 reason="Not verified by the workshop within 5 days"`);

    const reads = await page({ action: 'audit.read', actor: 'ops:careline-1' });
    expect(reads.entries).toHaveLength(2);
  });

  it('says which member a number is, or that none holds it', async () => {
    const { mobile } = await verifiedMember(t);
    const id = await memberId(mobile);
    const found = await cli('audit', '--member', mobile);
    expect(found.out.split('\n')).toEqual([`${mobile} is member:${id} in the log.`, expect.stringMatching(new RegExp(`  member:${id}  member\\.verified  ${mobile}$`))]);
    expect((await cli('audit', '--member', '60100000008')).out).toBe('No member is 60100000008 now: the entries filed under it.\nNo entries.');
  });

  it('refuses unknown options and empty values before calling; shows the server’s refusal', async () => {
    expect(await cli('audit', '--membr', '60123456789')).toMatchObject({ code: 2, err: expect.stringContaining('audit has no --membr.') });
    expect(await cli('audit', '--actor')).toMatchObject({ code: 2, err: expect.stringContaining('audit --actor needs a value.') });
    expect(await cli('audit', 'system')).toMatchObject({ code: 2, err: expect.stringContaining('Expected only --options.') });
    expect(await cli('audit', '--from', '2026-02-30')).toEqual({ code: 1, out: '', err: `Failed (400): ${auditErrors.fromInvalid}` });
    expect((await cli('help')).out).toContain('audit [--member <mobile_number|member:ID>]');
  });
});
