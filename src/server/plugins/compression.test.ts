import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { accountPaths } from '../../shared/contract/accounts';
import { loyaltyPaths } from '../../shared/contract/loyalty';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createWorkshop } from '../testing/workshops';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const script = `document.title = ${JSON.stringify('app '.repeat(600))};`;

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-web-'));
  fs.mkdirSync(path.join(webRoot, 'js'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script defer src="/js/main.0123456789.js"></script>');
  fs.writeFileSync(path.join(webRoot, 'js', 'main.0123456789.js'), script);
  // The build's copy, made once at level 9: served as it is, never compressed again.
  fs.writeFileSync(path.join(webRoot, 'js', 'main.0123456789.js.gz'), zlib.gzipSync(script, { level: 9 }));
  t = await createTestApp({}, { webRoot });
  // Enough workshops that the locator's list is well over the threshold, as it is in production.
  for (let i = 0; i < 12; i++) await createWorkshop(t, { name: `Bengkel Minyak Hitam Cawangan ${i}`, state: 'Selangor' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const workshopList = (acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: loyaltyPaths.activeWorkshops, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends the workshop list with brotli to a browser that accepts it, the same envelope once decoded', async () => {
    const plain = await workshopList();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const res = await workshopList('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const decoded = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(decoded).toEqual(JSON.parse(plain.body));
    expect(decoded.result).toHaveLength(12);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const res = await workshopList('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')).status_code).toBe(200);
  });

  it('leaves an answer under the threshold as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status_code: 200 });
  });

  it('compresses an error envelope too, and it still says what went wrong', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/no-such-path/${Array.from({ length: 12 }, () => 'x'.repeat(90)).join('/')}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(404);
    const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString('utf8') : res.body;
    expect(JSON.parse(body)).toMatchObject({ status_code: 404, result: null });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("serves the build's own gzip copy of a web app file, byte for byte", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/js/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(webRoot, 'js', 'main.0123456789.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it('does not inflate a request body sent compressed: it is refused as the unreadable body it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ mobile_number: '60123456789', password: 'Minyak#2026' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, result: null });
  });
});
