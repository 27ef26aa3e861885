import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../../../config';
import { startS3, type LocalS3 } from '../../testing/localServices';
import {
  createDiskReceiptStorage,
  createReceiptStorage,
  createS3ReceiptStorage,
  isReceiptStorageError,
  receiptKey,
  type ReceiptStorage,
  type StoredReceiptFile,
} from '.';

const key = (month = '2026-03-15') => receiptKey(new Date(`${month}T00:00:00Z`), crypto.randomUUID());
const HOUR = 60 * 60 * 1000;

async function contentOf(storage: ReceiptStorage, name: string): Promise<string | null> {
  const stream = await storage.read(name);
  return stream && text(stream);
}

async function listed(storage: ReceiptStorage, before: Date, since?: Date): Promise<StoredReceiptFile[]> {
  const found: StoredReceiptFile[] = [];
  for await (const file of storage.listWrittenBefore(before, since)) found.push(file);
  return found;
}

/** `size` bytes in 64 KB chunks, then the error a cut connection gives. */
function failingAfter(size: number): Readable {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < size; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 7);
      throw new Error('Unexpected end of form');
    })(),
  );
}

interface StoreUnderTest {
  storage: ReceiptStorage;
  /** A store of the same kind that cannot write at all. */
  broken: ReceiptStorage;
}

let s3: LocalS3;
let client: S3Client;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), name));
  dirs.push(dir);
  return dir;
};
/** A store in the run's s3rver; `spoolDir` is where its uploads pass through. */
const inBucket = (options: { bucket?: string; prefix?: string; spoolDir?: string } = {}) => {
  const spoolDir = options.spoolDir ?? tempDir('receipt-spool-');
  return createS3ReceiptStorage({ client, bucket: options.bucket ?? s3.bucket, prefix: options.prefix, spoolDir });
};
beforeAll(async () => {
  s3 = await startS3();
  client = s3.client();
}, 30_000);
afterAll(async () => {
  client.destroy();
  await s3.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => StoreUnderTest][] = [
  [
    'on disk',
    () => {
      const root = tempDir('receipt-store-');
      // A file where the folder should be: every write fails in the store, not in the upload.
      fs.writeFileSync(path.join(root, 'blocked'), '');
      return { storage: createDiskReceiptStorage(root), broken: createDiskReceiptStorage(path.join(root, 'blocked')) };
    },
  ],
  [
    'in a bucket',
    () => ({
      // Each case under a prefix of its own, as two deployments sharing a bucket would be.
      storage: inBucket({ prefix: `case-${crypto.randomUUID()}/` }),
      broken: inBucket({ bucket: 'no-such-bucket' }),
    }),
  ],
];

describe.each(stores)('receipts stored %s', (_name, make) => {
  let store: StoreUnderTest;
  beforeEach(() => {
    store = make();
  });

  it('writes, reads back and removes a receipt; nothing under a key never written', async () => {
    const { storage } = store;
    const name = key();
    await storage.write(name, Readable.from([Buffer.from('%PDF-'), Buffer.from(' a receipt')]));
    expect(await contentOf(storage, name)).toBe('%PDF- a receipt');
    expect(await contentOf(storage, key())).toBeNull();
    await storage.remove(name);
    expect(await contentOf(storage, name)).toBeNull();
    // Removing what is not there is no error: a retried clean-up must not fail.
    await storage.remove(name);
  });

  it('streams a receipt of 11 MB', async () => {
    const { storage } = store;
    const name = key();
    const content = crypto.randomBytes(11 * 1024 * 1024);
    await storage.write(name, Readable.from([content.subarray(0, 3e6), content.subarray(3e6, 8e6), content.subarray(8e6)]));
    const back = await storage.read(name);
    const chunks: Buffer[] = [];
    for await (const chunk of back!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  }, 30_000);

  it.each([
    // Failing at once, the file may still be opening: it must not appear after the clean-up.
    ['before its first byte', 0],
    ['within the first part', 100 * 1024],
    ['after 6 MB', 6 * 1024 * 1024],
  ])('leaves nothing when the upload fails %s, and says the upload failed, not the store', async (_when, size) => {
    const { storage } = store;
    const name = key();
    const failure = await storage.write(name, failingAfter(size)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toEqual(new Error('Unexpected end of form'));
    expect(isReceiptStorageError(failure)).toBe(false);
    expect(await contentOf(storage, name)).toBeNull();
    expect(await listed(storage, new Date(Date.now() + HOUR))).toEqual([]);
  }, 30_000);

  it('says so when the store itself fails', async () => {
    const failure = await store.broken.write(key(), Readable.from([Buffer.from('%PDF- a receipt')])).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isReceiptStorageError(failure)).toBe(true);
  });

  it('lists what was written before a moment, from a month on when asked', async () => {
    const { storage } = store;
    const [january, february, march] = [key('2026-01-31'), key('2026-02-01'), key('2026-03-10')];
    for (const name of [january, february, march]) await storage.write(name, Readable.from([Buffer.from('%PDF-')]));
    const later = new Date(Date.now() + HOUR);
    const keys = async (before: Date, since?: Date) => (await listed(storage, before, since)).map((file) => file.key).sort();

    expect(await keys(later)).toEqual([january, february, march].sort());
    expect(await keys(later, new Date('2026-02-20T00:00:00Z'))).toEqual([february, march].sort());
    expect(await keys(later, new Date('2026-04-01T00:00:00Z'))).toEqual([]);
    expect(await keys(new Date(Date.now() - HOUR))).toEqual([]);
    const [file] = await listed(storage, later, new Date('2026-03-01T00:00:00Z'));
    expect(file).toEqual({ key: march, partial: false, writtenAt: expect.anything() });
    expect(Math.abs(file.writtenAt.getTime() - Date.now())).toBeLessThan(HOUR);
  });

  it('refuses anything but a receipt key, so nothing else can be addressed', async () => {
    const { storage } = store;
    for (const name of ['../outside', '2026/03/../../x', `2026/03/${crypto.randomUUID()}.partial`, '', 'config.json']) {
      await expect(storage.write(name, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Not a receipt key/);
      await expect(storage.read(name)).rejects.toThrow(/Not a receipt key/);
      await expect(storage.remove(name)).rejects.toThrow(/Not a receipt key/);
      await expect(storage.removePartial(name)).rejects.toThrow(/Not a receipt key/);
    }
  });

  it('removes a half-written file without touching the receipt', async () => {
    const { storage } = store;
    const name = key();
    await storage.write(name, Readable.from([Buffer.from('%PDF-')]));
    await storage.removePartial(name);
    expect(await contentOf(storage, name)).toBe('%PDF-');
  });
});

describe('receipts in a bucket', () => {
  it('keeps to their prefix: another prefix in the same bucket neither lists nor reads them', async () => {
    const mine = inBucket({ prefix: 'mine/' });
    const theirs = inBucket({ prefix: 'theirs/' });
    const name = key();
    await mine.write(name, Readable.from([Buffer.from('%PDF-')]));
    expect(await contentOf(theirs, name)).toBeNull();
    expect((await listed(theirs, new Date(Date.now() + HOUR))).map((file) => file.key)).not.toContain(name);
    expect((await listed(mine, new Date(Date.now() + HOUR))).map((file) => file.key)).toContain(name);
  });

  it('answers the readiness check while the bucket is there, and fails it when it is not', async () => {
    await expect(inBucket().check!()).resolves.toBeUndefined();
    await expect(inBucket({ bucket: 'no-such-bucket' }).check!()).rejects.toThrow();
  });

  it('passes uploads through its spool and leaves nothing there, written or refused', async () => {
    const spoolDir = tempDir('receipt-spool-');
    const name = key();
    await inBucket({ spoolDir }).write(name, Readable.from([Buffer.from('%PDF-')]));
    await expect(inBucket({ spoolDir, bucket: 'no-such-bucket' }).write(key(), Readable.from([Buffer.from('%PDF-')]))).rejects.toThrow(/Receipt storage could not write/);
    expect(fs.readdirSync(spoolDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())).toEqual([]);
  });

  it('lists what a crash left in the spool as half-written, and removes it', async () => {
    const spoolDir = tempDir('receipt-spool-');
    const storage = inBucket({ spoolDir, prefix: `crash-${crypto.randomUUID()}/` });
    const [cut, whole] = [key(), key()];
    const lastWeek = new Date(Date.now() - 7 * 24 * HOUR);
    for (const file of [`${cut}.partial`, whole]) {
      fs.mkdirSync(path.dirname(path.join(spoolDir, file)), { recursive: true });
      fs.writeFileSync(path.join(spoolDir, file), '%PDF-');
      fs.utimesSync(path.join(spoolDir, file), lastWeek, lastWeek);
    }
    const found = await listed(storage, new Date(Date.now() - HOUR));
    expect(found.map(({ key: name, partial }) => ({ name, partial })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [cut, whole].sort().map((name) => ({ name, partial: true })),
    );
    for (const file of found) await storage.removePartial(file.key);
    expect(await listed(storage, new Date(Date.now() + HOUR))).toEqual([]);
  });
});

describe('the store the configuration names', () => {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  afterEach(() => {
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('is the RECEIPTS_BUCKET bucket, with credentials from the SDK\'s own chain', async () => {
    // s3rver accepts only its own key pair; the SDK reads it from the environment, as it would a real one.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    const config = loadConfig({ RECEIPTS_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', DATA_DIR: tempDir('receipt-data-') });
    const storage = createReceiptStorage(config);
    const name = key();
    await storage.write(name, Readable.from([Buffer.from('%PDF- from the config')]));
    expect(await contentOf(inBucket(), name)).toBe('%PDF- from the config');
    await expect(storage.check!()).resolves.toBeUndefined();
  });

  it('is a folder under DATA_DIR without it', async () => {
    const dataDir = tempDir('receipt-data-');
    const storage = createReceiptStorage(loadConfig({ DATA_DIR: dataDir }));
    const name = key();
    await storage.write(name, Readable.from([Buffer.from('%PDF-')]));
    expect(fs.readFileSync(path.join(dataDir, 'receipts', name), 'utf8')).toBe('%PDF-');
    expect(storage.check).toBeUndefined();
  });
});
