/**
 * A full disk where uploads are written: the member is told so in their language (507), the node
 * says it is not ready, and /metrics shows it. The disk is made full by injection at the storage's
 * file boundary: its writes fail with ENOSPC, as fs does, and its free space reads as told.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDiskReceiptStorage, ReceiptStorageError, type ReceiptStorage } from '../../adapters/receipts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { post, verifiedMember } from '../../testing/accounts';
import { addVehicle, submissionFields, submitService } from '../../testing/loyalty';
import { SERVICE_UNAVAILABLE } from '../../http/envelope';

const METRICS_TOKEN = 'metrics-token-for-the-disk-test';
const GIB = 1024 ** 3;

/** The disk store of the test app, but with a disk that can be filled: writes fail with ENOSPC once it is. */
function fillableDisk(folder: string) {
  const disk = createDiskReceiptStorage(folder);
  const state = { full: false, broken: false, free: GIB };
  const storage: ReceiptStorage = {
    ...disk,
    async write(key: string, data: Readable) {
      if (!state.full && !state.broken) return disk.write(key, data);
      const noSpace = state.full
        ? Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' })
        : Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO', errno: -5, syscall: 'write' });
      // The bytes start to arrive, then the file system refuses them.
      const file = new Writable({ write: (_chunk, _encoding, done) => done(noSpace) });
      try {
        await pipeline(data, file);
      } catch (err) {
        data.destroy();
        throw new ReceiptStorageError('write', key, err);
      }
    },
    freeBytes: async () => (state.full ? 0 : state.free),
  };
  return { storage, state };
}

let t: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'full-disk-'));
const disk = fillableDisk(folder);
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN }, { receipts: disk.storage }, { receiptStore: 'disk' });
  await createWorkshop(t, { workshopId: 'TDF1001' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const metric = async (name: string) => {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
};

describe('a receipt store that fails for another reason (a failing disk, a bucket that stops answering)', () => {
  it('answers an upload 503 in the envelope, asking to try again later, and keeps nothing', async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    disk.state.broken = true;
    try {
      const res = await submitService(t, tokens.access_token, submissionFields(car.guid, 'TDF1001'));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status_code: 503, result: null, error: SERVICE_UNAVAILABLE });
      expect(await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', car.guid).execute()).toEqual([]);
      expect(await t.storedReceipts()).toEqual([]);
    } finally {
      disk.state.broken = false;
    }
  });
});

describe('a full disk where receipts are written', () => {
  it('answers an upload 507 with a text for the member, in English and in Malay, and keeps nothing', async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    disk.state.full = true;
    try {
      const res = await submitService(t, tokens.access_token, submissionFields(car.guid, 'TDF1001'));
      expect(res.json()).toEqual({
        status_code: 507,
        result: null,
        error: 'We cannot save your receipt right now because our storage is full. Please try again later.',
      });
      expect(res.statusCode).toBe(507);
      expect((await post(t, '/api/user/me/language', { language: 'ms' }, { token: tokens.access_token, method: 'PUT' })).statusCode).toBe(200);
      const malay = await submitService(t, tokens.access_token, submissionFields(car.guid, 'TDF1001'));
      expect(malay.json().error).toBe('Kami tidak dapat menyimpan resit anda sekarang kerana storan kami penuh. Sila cuba lagi kemudian.');
      const services = await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', car.guid).execute();
      expect(services).toEqual([]);
      expect(await t.storedReceipts()).toEqual([]);
    } finally {
      disk.state.full = false;
    }
  });

  it('takes the node out of readiness while the disk has no room for a receipt, and back once it has', async () => {
    disk.state.full = true;
    const full = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ status_code: 503, result: { ready: false, checks: { database: 'ok', receipt_space: 'failed' } } });
    expect(full.json().error).toBe('Not ready: receipt_space failed');
    disk.state.full = false;
    disk.state.free = 31 * 1024 * 1024;
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    disk.state.free = GIB;
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toMatchObject({ status_code: 200, result: { ready: true, checks: { database: 'ok', receipt_space: 'ok' } } });
  });

  it('shows in /metrics: the uploads refused and the free space', async () => {
    expect(await metric('loyalty_receipt_storage_full_total')).toBe(2);
    expect(await metric('loyalty_receipt_storage_free_bytes')).toBe(GIB);
    disk.state.full = true;
    expect(await metric('loyalty_receipt_storage_free_bytes')).toBe(0);
    disk.state.full = false;
  });
});
