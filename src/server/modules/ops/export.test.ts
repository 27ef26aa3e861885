import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { post, verifiedMember } from '../../testing/accounts';
import { addVehicle, receiptFile, submissionFields, submitService } from '../../testing/loyalty';
import { runOpsCli } from '../../testing/opsCli';
import { carelineOperator, personalToken, type TestOperator } from '../../testing/operators';
import { parseOpsCommand } from '../../ops/commands';
import { opsMessages } from './service';

let t: TestApp;
let aisyah: TestOperator;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  aisyah = await carelineOperator(t, 'supervisor', 'aisyah');
  await createWorkshop(t, { workshopId: 'TNS7001' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-export-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const exportOf = (mobile: string, headers: Record<string, string> = aisyah.headers) =>
  t.app.inject({ method: 'GET', url: `/api/ops/members/${mobile}/export`, headers: { ...headers, 'x-ops-actor': 'forged' } });

let files = 0;
/** The zip saved to disk, read back with the system's unzip. */
function unzipped(zip: Buffer) {
  const file = path.join(dir, `export-${(files += 1)}.zip`);
  fs.writeFileSync(file, zip);
  const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).trim().split('\n').sort();
  const read = (name: string) => execFileSync('unzip', ['-p', file, name]);
  return { names, read, json: (name: string) => JSON.parse(read(name).toString('utf8')) };
}

/** A member with a car, a verified service with its receipt, a referred friend, texts and a failed login. */
async function busyMember() {
  const member = await verifiedMember(t, { fullname: 'Siti Aminah', email: `siti${Date.now()}@example.com` });
  const { referral_code: code } = await t.database.db.selectFrom('members').select('referral_code').where('mobile_number', '=', member.mobile).executeTakeFirstOrThrow();
  await verifiedMember(t, { fullname: 'Kumar a/l Raju', email: 'kumar@example.com', referrer_code: code });
  const car = await addVehicle(t, member.tokens.access_token);
  const receipt = receiptFile('jpeg', `export-${member.mobile}`);
  const submitted = await submitService(t, member.tokens.access_token, submissionFields(car.guid, 'TNS7001'), { content: receipt });
  expect(submitted.statusCode).toBe(200);
  const transactionCode: string = submitted.json().result.transaction_code;
  const verified = await t.app.inject({ method: 'POST', url: `/api/ops/services/${transactionCode}/verify`, headers: aisyah.headers });
  expect(verified.statusCode).toBe(200);
  await post(t, '/api/login', { mobile_number: member.mobile, password: 'Wrong#1234', captcha: '' });
  const row = await t.database.db.selectFrom('members').selectAll().where('mobile_number', '=', member.mobile).executeTakeFirstOrThrow();
  return { ...member, row, car, receipt, transactionCode };
}

describe('a member’s data on request (PDPA access)', () => {
  it('is one zip: a README, a JSON file per area and the receipt files', async () => {
    const member = await busyMember();
    const res = await exportOf(member.mobile);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="member-${member.mobile}-2026-03-02.zip"`);

    const zip = unzipped(res.rawPayload);
    expect(zip.names).toEqual(
      [
        'README.txt',
        'audit.json',
        'campaign_entries.json',
        'cycles.json',
        'login.json',
        'mail_preference.json',
        'notifications.json',
        'one_time_codes.json',
        'profile.json',
        'receipts.json',
        `receipts/${member.transactionCode}.jpg`,
        'referrals.json',
        'services.json',
        'sessions.json',
        'survey_answers.json',
        'texts.json',
        'vehicles.json',
      ].sort(),
    );
    expect(zip.read('README.txt').toString()).toContain(`Member: ${member.mobile}`);
    expect(zip.json('profile.json')).toMatchObject({ mobile_number: member.mobile, fullname: 'Siti Aminah', email: member.row.email, referral_code: member.row.referral_code, language: 'en' });
    expect(zip.json('vehicles.json')).toEqual([expect.objectContaining({ guid: member.car.guid, plate_number: member.car.plate_number })]);
    expect(zip.json('cycles.json')).toEqual([expect.objectContaining({ vehicle_guid: member.car.guid })]);
    expect(zip.json('services.json')).toEqual([expect.objectContaining({ transaction_code: member.transactionCode, status: 1, workshop_id: 'TNS7001' })]);
    expect(zip.json('receipts.json')).toEqual([expect.objectContaining({ transaction_code: member.transactionCode, file: `${member.transactionCode}.jpg`, size: member.receipt.length })]);
    expect(zip.read(`receipts/${member.transactionCode}.jpg`).equals(member.receipt)).toBe(true);
    expect(zip.json('notifications.json').length).toBeGreaterThanOrEqual(2);
    expect(zip.json('referrals.json')).toMatchObject({ members_referred: 1, rewards_for_your_first_service: [] });
    expect(zip.json('sessions.json')).toEqual([expect.objectContaining({ revoked_at: null })]);
    expect(zip.json('login.json').failures).toHaveLength(1);
    expect(zip.json('one_time_codes.json')).toEqual([expect.objectContaining({ purpose: 'registration', mobile_number: member.mobile })]);
    expect(zip.json('audit.json')).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'member.verified', subject: member.mobile })]));
    expect(zip.json('texts.json').length).toBeGreaterThanOrEqual(1);
  });

  it('holds no secret: password, code and token hashes, session ids, codes in texts', async () => {
    const member = await busyMember();
    const zip = unzipped((await exportOf(member.mobile)).rawPayload);
    const text = zip.names.filter((name) => !name.startsWith('receipts/')).map((name) => zip.read(name).toString('utf8')).join('\n');
    const db = t.database.db;
    const secrets = [
      member.row.password_hash!,
      member.tokens.access_token,
      member.tokens.refresh_token,
      await t.lastCode(member.mobile),
      ...(await db.selectFrom('one_time_codes').select('code_hash').where('mobile_number', '=', member.mobile).execute()).map((r) => r.code_hash),
      ...(await db.selectFrom('sessions').select('id').where('member_id', '=', member.row.id).execute()).map((r) => r.id),
      ...(await db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select('refresh_tokens.token_hash')
        .where('sessions.member_id', '=', member.row.id)
        .execute()).map((r) => r.token_hash),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    expect(text).not.toMatch(/password_hash|code_hash|token_hash|api_key_hash/);
    expect(text).not.toContain('Kumar');
  });

  it('is audited: the operator, the member and the receipts given', async () => {
    const member = await busyMember();
    expect((await exportOf(member.mobile)).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('audit_log').select(['actor', 'subject', 'details', 'created_at']).where('action', '=', 'member.exported').execute();
    expect(rows).toContainEqual({ actor: aisyah.actor, subject: `member:${member.row.id}`, details: { receipts: 1 }, created_at: t.clock.now() });
  });

  it('answers 404 for an unknown or removed member, 401 without the token', async () => {
    expect((await exportOf('60100000000')).json()).toEqual({ status_code: 404, result: null, error: opsMessages.memberNotFound });
    expect((await exportOf('not-a-number')).statusCode).toBe(404);
    const member = await verifiedMember(t);
    expect((await exportOf(member.mobile, { authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ops/members/${member.mobile}`, headers: aisyah.headers })).statusCode).toBe(200);
    expect((await exportOf(member.mobile)).statusCode).toBe(404);
  });
});

describe('npm run ops -- members:export', () => {
  let careline1: TestOperator;
  let token: string;
  beforeAll(async () => {
    careline1 = await carelineOperator(t, 'supervisor', 'careline-1');
    token = await personalToken(t, careline1);
  });
  // An export asks for a step-up: the token's owner's authenticator code, a new one each time.
  const cli = (...argv: string[]) => {
    t.clock.advance(30_000);
    return runOpsCli(t, token, ...argv, '--code', careline1.code());
  };

  it('writes the zip to the file named, or to member-<number>-<date>.zip', async () => {
    const member = await busyMember();
    const file = path.join(dir, 'cli-export.zip');
    const saved = await cli('members:export', member.mobile, file);
    expect(saved).toMatchObject({ code: 0, err: '' });
    expect(saved.out).toMatch(new RegExp(`^Member ${member.mobile}'s data written to ${file}: .*\\(${fs.statSync(file).size} bytes\\)`));
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect(unzipped(fs.readFileSync(file)).names).toContain(`receipts/${member.transactionCode}.jpg`);
    expect(parseOpsCommand(['members:export', member.mobile]).saveTo).toMatch(new RegExp(`^member-${member.mobile}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const audit = await t.database.db.selectFrom('audit_log').select('actor').where('action', '=', 'member.exported').where('subject', '=', `member:${member.row.id}`).execute();
    expect(audit).toEqual([{ actor: careline1.actor }]);
  });

  it('reports an unknown member without writing a file', async () => {
    const file = path.join(dir, 'nobody.zip');
    expect(await cli('members:export', '60100000000', file)).toEqual({ code: 1, out: '', err: `Failed (404): ${opsMessages.memberNotFound}` });
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
  });
});
