import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { verifiedMember } from '../../testing/accounts';
import { openDatabase, openEmbedded, type OpenedDatabase } from '../../db/database';
import { EmbeddedDatabase } from '../../db/embedded';
import { restoreBackup, RestoreError } from '../../db/restore';
import { runOps, type Http } from '../../ops/client';
import { runOpsCli } from '../../testing/opsCli';
import { carelineOperator, personalToken, type TestOperator } from '../../testing/operators';
import { until } from '../../testing/until';
import { backupMessages } from './backup';

/** A backup is an administrator's call, with a fresh step-up (the sign-in is one). */
async function ops(t: TestApp, method: 'GET' | 'POST', url: string, operator?: TestOperator) {
  return t.app.inject({ method, url, headers: (operator ?? (await carelineOperator(t, 'administrator'))).headers });
}

/** Every file and folder under `folder`, with sizes: equal listings mean nothing was touched. */
function listing(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true }) as string[]).sort().map((name) => `${name} ${fs.statSync(path.join(folder, name)).size}`);
}

if (process.env.DATABASE_URL) {
  describe('backups through the operator API', () => {
    it.skip('of the embedded database need it: DATABASE_URL is set (PostgreSQL is backed up with pg_dump)', () => {});

    it('are refused on PostgreSQL with a 409 naming pg_dump', async () => {
      const t = await createTestApp();
      try {
        const res = await ops(t, 'POST', '/api/ops/backup');
        expect(res.json()).toEqual({ status_code: 409, result: null, error: backupMessages.notEmbedded });
      } finally {
        await t.close();
      }
    });
  });
} else {
  describe('backups of the embedded database', () => {
    let root: string;
    let live: OpenedDatabase;
    let t: TestApp;
    let backup: Buffer;
    let aisyah: TestOperator;

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-backup-'));
      // A database on disk, as the server runs it, instead of the suite's in-memory copy: made from the
      // run's migrated dump (testDb.ts), which spares it the seconds of initdb and the migrations.
      fs.mkdirSync(path.join(root, 'live'));
      live = await openEmbedded({ dataDir: path.join(root, 'live', 'pgdata'), loadDataDir: process.env.TEST_PGLITE_DUMP! });
      t = await createTestApp({}, {}, { database: live });
      aisyah = await carelineOperator(t, 'administrator', 'aisyah');
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await live?.close();
      if (root) fs.rmSync(root, { recursive: true, force: true });
    }, 60_000);

    it('is taken under traffic; restored, it holds what was committed before it began, each transaction whole', async () => {
      const before = [];
      for (let i = 0; i < 3; i++) before.push((await verifiedMember(t)).mobile);
      let stop = false;
      let during = 0;
      const traffic = (async () => {
        while (!stop) {
          await verifiedMember(t);
          during += 1;
        }
      })();
      await until('members are being made', () => during > 0);
      const res = await ops(t, 'POST', '/api/ops/backup', aisyah);
      stop = true;
      await traffic;

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="loyalty-backup-\d{8}-\d{6}\.tar\.gz"$/);
      backup = res.rawPayload;
      const file = path.join(root, 'backup.tar.gz');
      fs.writeFileSync(file, backup);

      const restored = await restoreBackup({ file, dataDir: path.join(root, 'restored') });
      expect(restored).toMatchObject({ database: path.join(root, 'restored', 'pgdata'), previous: null, applied: [] });
      expect(fs.existsSync(path.join(root, 'restored', 'pgdata', 'postmaster.pid'))).toBe(false);
      expect(fs.readdirSync(path.join(root, 'restored'))).toEqual(['pgdata']);

      const copy = await openDatabase({ databaseUrl: null, dataDir: path.join(root, 'restored') });
      try {
        const members = await copy.db.selectFrom('members').select(['id', 'mobile_number']).execute();
        expect(members.map((m) => m.mobile_number)).toEqual(expect.arrayContaining(before));
        expect(restored.members).toBe(members.length);
        // A member is made in one transaction with its welcome message and first session: none is half there.
        const notified = await copy.db.selectFrom('notifications').select('member_id').distinct().execute();
        const sessions = await copy.db.selectFrom('sessions').select('member_id').distinct().execute();
        expect(notified.map((n) => n.member_id).sort()).toEqual(members.map((m) => m.id).sort());
        expect(sessions.map((s) => s.member_id).sort()).toEqual(members.map((m) => m.id).sort());
      } finally {
        await copy.close();
      }

      const audit = await live.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'database.backup').execute();
      expect(audit).toEqual([{ actor: aisyah.actor, details: { files: expect.any(Number), bytes: expect.any(Number) } }]);
      // The copy it was streamed from is gone once sent: only the live data folder is left.
      expect(fs.readdirSync(path.join(root, 'live'))).toEqual(['pgdata']);
    }, 120_000);

    it('never holds the database in memory: it streams a copy made on disk, which restores', async () => {
      // PGlite's own dump builds the whole folder as one buffer in memory (and gzip a second one).
      const dump = jest.spyOn(EmbeddedDatabase.prototype, 'dumpDataDir').mockRejectedValue(new Error('the whole database in memory'));
      try {
        const res = await ops(t, 'POST', '/api/ops/backup');
        expect(res.statusCode).toBe(200);
        expect(dump).not.toHaveBeenCalled();
        const file = path.join(root, 'streamed.tar.gz');
        fs.writeFileSync(file, res.rawPayload);
        const restored = await restoreBackup({ file, dataDir: path.join(root, 'streamed') });
        expect(restored.members).toBeGreaterThan(0);
      } finally {
        dump.mockRestore();
        fs.rmSync(path.join(root, 'streamed'), { recursive: true, force: true });
      }
    }, 120_000);

    it('refuses half a backup or any other file, changing nothing', async () => {
      const dataDir = path.join(root, 'restored');
      const untouched = listing(dataDir);
      const tar = zlib.gunzipSync(backup);
      const spoilt: [string, Buffer, RegExp][] = [
        ['half.tar.gz', backup.subarray(0, Math.floor(backup.length / 2)), /compressed data is cut short/],
        ['half.tar', tar.subarray(0, Math.floor(tar.length / 2)), /ends before the archive does/],
        ['garbage.tar.gz', Buffer.from('not a backup at all, just some text '.repeat(40)), /not a tar archive/],
        ['other.tar.gz', zlib.gzipSync(Buffer.alloc(1024)), /no PostgreSQL data folder/],
      ];
      for (const [name, content, why] of spoilt) {
        const file = path.join(root, name);
        fs.writeFileSync(file, content);
        await expect(restoreBackup({ file, dataDir, force: true })).rejects.toThrow(why);
      }
      await expect(restoreBackup({ file: path.join(root, 'missing.tar.gz'), dataDir, force: true })).rejects.toThrow(RestoreError);
      expect(listing(dataDir)).toEqual(untouched);
    });

    it('refuses a data folder a server has open, even with --force', async () => {
      const untouched = listing(path.join(root, 'live'));
      await expect(restoreBackup({ file: path.join(root, 'backup.tar.gz'), dataDir: path.join(root, 'live'), force: true })).rejects.toThrow(/is in use: postmaster\.pid/);
      expect(listing(path.join(root, 'live'))).toEqual(untouched);
    });

    it('replaces a database only with --force, keeping the old one aside', async () => {
      const dataDir = path.join(root, 'restored');
      const file = path.join(root, 'backup.tar.gz');
      await expect(restoreBackup({ file, dataDir })).rejects.toThrow(/already holds a database\. Add --force/);
      const result = await restoreBackup({ file, dataDir, force: true, now: new Date('2026-03-02T02:00:00Z') });
      expect(result.previous).toBe(path.join(dataDir, 'pgdata.before-restore-20260302T020000Z'));
      expect(fs.existsSync(path.join(result.previous!, 'PG_VERSION'))).toBe(true);
      expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata', 'pgdata.before-restore-20260302T020000Z']);
    }, 60_000);

    it('npm run ops -- backup FILE saves it through a .partial file and prints its size', async () => {
      const file = path.join(root, 'cli-backup.tar.gz');
      const token = await personalToken(t, aisyah);
      t.clock.advance(30_000);
      const saved = await runOpsCli(t, token, 'backup', file, '--code', aisyah.code());
      expect(saved).toMatchObject({ code: 0, err: '' });
      expect(saved.out).toMatch(new RegExp(`^Backup written to ${file}: [\\d.]+ MB \\(${fs.statSync(file).size} bytes\\)\\.\\n.*DATA_DIR/receipts`));
      expect(fs.existsSync(`${file}.partial`)).toBe(false);
      expect(() => zlib.gunzipSync(fs.readFileSync(file))).not.toThrow();
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');

      expect(await runOpsCli(t, token, 'backup', file)).toMatchObject({ code: 2, err: expect.stringContaining(`${file} already exists`) });

      // A download that breaks off leaves neither the file nor its .partial.
      const cut = path.join(root, 'cut.tar.gz');
      const broken: Http = async () => ({
        status: 200,
        body: '',
        file: new Readable({
          read() {
            this.push(Buffer.alloc(1000));
            this.destroy(new Error('socket hang up'));
          },
        }),
      });
      const err: string[] = [];
      const code = await runOps(['backup', cut], { OPS_PAT: token }, broken, { out: () => {}, err: (line) => err.push(line) });
      expect({ code, err: err.join('\n') }).toMatchObject({ code: 1, err: expect.stringContaining('cut short') });
      expect(fs.existsSync(cut)).toBe(false);
      expect(fs.existsSync(`${cut}.partial`)).toBe(false);
    }, 60_000);
  });
}
