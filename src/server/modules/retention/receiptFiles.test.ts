import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createDiskReceiptStorage } from '../../adapters/receipts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { verifiedMember } from '../../testing/accounts';
import { addVehicle, receiptFile, submitOk } from '../../testing/loyalty';
import { receiptGraceMs, sweepReceiptFiles } from './receiptFiles';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const GRACE = receiptGraceMs(420);

let t: TestApp;
beforeAll(async () => {
  // The sweep's files themselves are made, aged and looked for on disk.
  t = await createTestApp({}, {}, { receiptStore: 'disk' });
  await createWorkshop(t, { workshopId: 'T9999', tqac: true, listed: false });
});
afterAll(() => t.close());

const fileOf = (key: string) => path.join(t.receiptsDir, key);
const storage = () => createDiskReceiptStorage(t.receiptsDir);

/** A file as a crash would leave it, last written `age` ago (file times are the real clock's). */
function leave(name: string, age: number): string {
  const file = path.join(t.receiptsDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, receiptFile());
  const at = new Date(Date.now() - age);
  fs.utimesSync(file, at, at);
  return file;
}

const sweep = (since?: Date) => sweepReceiptFiles(t.database.db, storage(), new Date(), GRACE, since);

describe('the receipt file sweep', () => {
  it('waits at least a day, and twice the upload deadline', () => {
    expect(receiptGraceMs(420)).toBe(DAY);
    expect(receiptGraceMs(3600)).toBe(DAY);
    expect(receiptGraceMs(86_400)).toBe(2 * DAY);
  });

  it('removes old half-written files and old files no receipt names; keeps receipts and anything recent', async () => {
    const member = await verifiedMember(t);
    const car = await addVehicle(t, member.tokens.access_token);
    const code = await submitOk(t, member.tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'T9999', current_mileage: 100, oil: 'QUARTZ700010W40', total_bottle: 1 });
    const { storage_key: kept } = await t.database.db
      .selectFrom('receipts')
      .innerJoin('services', 'services.guid', 'receipts.service_guid')
      .select('receipts.storage_key')
      .where('services.transaction_code', '=', code)
      .executeTakeFirstOrThrow();
    const old = new Date(Date.now() - GRACE - HOUR);
    fs.utimesSync(fileOf(kept), old, old);

    const orphan = leave(`2026/03/${crypto.randomUUID()}`, GRACE + HOUR);
    const partial = leave(`2026/03/${crypto.randomUUID()}.partial`, GRACE + HOUR);
    const recentOrphan = leave(`2026/03/${crypto.randomUUID()}`, GRACE - HOUR);
    const recentPartial = leave(`2026/03/${crypto.randomUUID()}.partial`, GRACE - HOUR);
    const stranger = leave('2026/03/notes.txt', GRACE + HOUR);

    expect(await sweep()).toEqual({ partialFiles: 1, orphanFiles: 1 });
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(fileOf(kept))).toBe(true);
    expect(fs.existsSync(recentOrphan)).toBe(true);
    expect(fs.existsSync(recentPartial)).toBe(true);
    // Only what the storage itself would have written is its to judge.
    expect(fs.existsSync(stranger)).toBe(true);
    expect(await sweep()).toEqual({ partialFiles: 0, orphanFiles: 0 });
  });

  it('never touches an upload still being written', async () => {
    const disk = storage();
    const key = `2026/04/${crypto.randomUUID()}`;
    const upload = new PassThrough();
    const writing = disk.write(key, upload);
    upload.write(receiptFile());
    // However busy the machine, wait until the storage has opened its partial file (the test's own time limit bounds this).
    while (!fs.existsSync(`${fileOf(key)}.partial`)) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await sweep()).toEqual({ partialFiles: 0, orphanFiles: 0 });
    upload.end(Buffer.from('rest of the receipt'));
    await writing;
    expect(fs.existsSync(fileOf(key))).toBe(true);
    await disk.remove(key);
  });

  it('reads only the folders from `since` on when asked', async () => {
    const older = leave(`2025/12/${crypto.randomUUID()}`, GRACE + HOUR);
    const newer = leave(`2026/02/${crypto.randomUUID()}`, GRACE + HOUR);
    expect(await sweep(new Date('2026-01-15T00:00:00Z'))).toEqual({ partialFiles: 0, orphanFiles: 1 });
    expect(fs.existsSync(older)).toBe(true);
    expect(fs.existsSync(newer)).toBe(false);
    expect(await sweep()).toEqual({ partialFiles: 0, orphanFiles: 1 });
    expect(fs.existsSync(older)).toBe(false);
  });
});
