import type { FastifyBaseLogger } from 'fastify';
import { createDiskReceiptStorage, type ReceiptStorage } from '../../adapters/receipts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { verifiedMember } from '../../testing/accounts';
import { scheduleRetention } from './schedule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function captureLog() {
  const entries: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void entries.push({ level, obj, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger };
}

/** Polls without a cap of its own: the test's time limit decides, so a slow machine only waits longer. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

it('runs every job once at start, each even when another fails, and logs counts only', async () => {
  const now = t.clock.now();
  await t.database.db.insertInto('captcha_solutions').values({ challenge_id: 'schedule-old', expires_at: new Date(now.getTime() - 1) }).execute();
  const { mobile } = await verifiedMember(t);
  const { entries, log } = captureLog();
  const broken: ReceiptStorage = {
    ...createDiskReceiptStorage(t.receiptsDir),
    listWrittenBefore: () => {
      throw Object.assign(new Error('EIO: i/o error, scandir'), { code: 'EIO' });
    },
  };

  t.clock.advance(49 * 31 * 24 * 60 * 60 * 1000);
  const job = scheduleRetention({ db: t.database.db, clock: t.clock, receipts: broken, log }, { personalDataRetentionMonths: 48, receiptGraceMs: 0 }, 60);
  await until(async () => entries.some((e) => e.obj.job === 'members past retention'));
  // Waits for the pass in progress: its audit entries are written once every sweep has run.
  await job.stop();

  expect(await t.database.db.selectFrom('captcha_solutions').select('challenge_id').where('challenge_id', '=', 'schedule-old').execute()).toEqual([]);
  expect(entries).toContainEqual(expect.objectContaining({ level: 'error', obj: expect.objectContaining({ job: 'receipt files' }) }));
  expect(entries).toContainEqual(expect.objectContaining({ level: 'info', obj: { job: 'members past retention', count: 1 } }));
  expect(await t.database.db.selectFrom('members').select('id').where('mobile_number', '=', mobile).execute()).toEqual([]);
  expect(JSON.stringify(entries.map((e) => [e.obj, e.msg]))).not.toContain(mobile);
  // The audit log has the same counts, by the system; the failed job and jobs that removed nothing have no entry.
  const audit = await t.database.db.selectFrom('audit_log').select(['actor', 'action', 'subject', 'details', 'created_at']).where('action', 'like', 'retention.%').execute();
  expect(audit).toEqual([
    { actor: 'system', action: 'retention.records_swept', subject: null, details: expect.objectContaining({ captchaSolutions: 1 }), created_at: t.clock.now() },
    { actor: 'system', action: 'retention.members_removed', subject: null, details: { count: 1 }, created_at: t.clock.now() },
  ]);
  expect(Object.values(audit[0].details!).every((n) => typeof n === 'number' && n > 0)).toBe(true);
  const removal = await t.database.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'member.removed').execute();
  expect(removal).toEqual([{ actor: 'system', details: expect.objectContaining({ reason: 'no contact', retention_months: 48 }) }]);
  // Every retention sweep runs against the database before the last log line: seconds when busy.
}, 60_000);
