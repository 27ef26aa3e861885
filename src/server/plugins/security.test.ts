import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../../config';
import { accountPaths } from '../../shared/contract/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createWorkshop } from '../testing/workshops';
import { verifiedMember } from '../testing/accounts';
import { addVehicle, submitOk, submitService, workshopKey } from '../testing/loyalty';
import { contentSecurityPolicy, registerSecurityHeaders, tileSource } from './security';

/** The policy as directive name → its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`No Content-Security-Policy on ${res.statusCode} ${res.body.slice(0, 80)}`);
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What every answer of the web app and the API carries, whatever its status. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const policy = policyOf(res);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  // Not outside production: it would pin localhost to https.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-web-'));
  fs.mkdirSync(path.join(webRoot, 'js'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script defer src="/js/main.0123456789.js"></script>');
  fs.writeFileSync(path.join(webRoot, 'js', 'main.0123456789.js'), 'document.title = "app";');
  t = await createTestApp({}, { webRoot });
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on a 404 and on an error, both in the envelope', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.json()).toEqual({ status_code: 404, result: null, error: 'No such path: GET /api/no-such-thing' });
    expectSecurityHeaders(missing);

    const unreadable = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"mobile_number":' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ status_code: 400, result: null });
    expectSecurityHeaders(unreadable);

    const refused = await t.app.inject({ method: 'GET', url: accountPaths.me });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused);
  });

  it('are on the answers Fastify gives before any hook runs: a broken or overlong address', async () => {
    for (const url of ['/api/service/check/%ff%fe', `/api/service/check/${'a'.repeat(200)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json()).toMatchObject({ status_code: res.statusCode, result: null });
      expectSecurityHeaders(res);
    }
  });

  it('are on index.html, on the app routes it answers for, and on static files', async () => {
    for (const url of ['/', '/loyalty', '/js/main.0123456789.js', '/no-such-file.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, url.endsWith('.png') ? 404 : 200]);
      expectSecurityHeaders(res);
    }
  });

  it('let in what the web app needs from its own origin: the service worker, the install manifest, the ALTCHA worker, inline styles, the default map tiles', async () => {
    const policy = policyOf(await t.app.inject({ method: 'GET', url: '/' }));
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("lets only the counter app's pages compile WebAssembly (the scanner's QR reader), and nothing evaluate script", async () => {
    for (const url of ['/workshop', '/workshop/', '/workshop/services?q=1', '/workshop/assets/zxing_reader.0123456789.wasm']) {
      expect(policyOf(await t.app.inject({ method: 'GET', url })).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
    for (const url of ['/', '/loyalty/add-service', '/workshops', '/careline/', '/api/health']) {
      expect(policyOf(await t.app.inject({ method: 'GET', url })).get('script-src')).toEqual(["'self'"]);
    }
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { ...t.config, env: 'production' });
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(res).get('upgrade-insecure-requests')).toEqual([]);
    await app.close();
  });
});

describe('the policy follows the configuration', () => {
  const csp = (env: Record<string, string>) => contentSecurityPolicy(loadConfig(env));

  it('lets in the tile host of MAP_TILE_URL, with its {s} subdomains, and nothing more for a path on this host', () => {
    expect(tileSource('https://{s}.tiles.example.my/{z}/{x}/{y}.png?key=k')).toBe('https://*.tiles.example.my');
    expect(tileSource('http://maps.example.my:8080/{z}/{x}/{y}.png')).toBe('http://maps.example.my:8080');
    expect(csp({ MAP_TILE_URL: 'https://{s}.tiles.example.my/{z}/{x}/{y}.png' })['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.my']);
    expect(csp({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets in the Google tag only when AD_TRACKING_ID is set', () => {
    expect(csp({})['script-src']).toEqual(["'self'"]);
    const tagged = csp({ AD_TRACKING_ID: 'AW-123456789' });
    expect(tagged['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(tagged['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('lets in the hosted captcha only when CAPTCHA=recaptcha, by path', () => {
    const policy = csp({ CAPTCHA: 'recaptcha', RECAPTCHA_SECRET: 'secret' });
    expect(policy['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(policy['frame-src']).toContain('https://www.google.com/recaptcha/');
  });

  it('never allows inline or evaluated script', () => {
    const settings: Record<string, string>[] = [{}, { AD_TRACKING_ID: 'G-ABC123XYZ' }, { CAPTCHA: 'recaptcha', RECAPTCHA_SECRET: 'secret' }];
    for (const env of settings) {
      const scripts = csp(env)['script-src'];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('data:');
    }
  });
});

describe('receipts', () => {
  /** What a receipt answer must carry so nothing in the file can run on our origin. */
  function expectSandboxed(res: LightMyRequestResponse, mime: string): void {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }

  // Passes the signature check, then is a web page: a browser that sniffs it must still not run it.
  const pngThenHtml = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(`<html><body><script>fetch('/api/user')</script>${Date.now()}</body></html>`),
  ]);
  const pdfWithJavaScript = Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert('${Date.now()}')) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

  it('are sandboxed for the member who sent them and for the workshop, with the type of their content', async () => {
    const key = await workshopKey(t, 'T8888');
    const { tokens } = await verifiedMember(t);
    const token = tokens.access_token;
    const car = await addVehicle(t, token);
    const fields = { vehicle_guid: car.guid, workshop_id: 'T8888', current_mileage: 5000, oil: 'QUARTZ70005W30', total_bottle: 1 };

    const png = await submitService(t, token, fields, { content: pngThenHtml, filename: 'receipt.html', contentType: 'text/html' });
    expect(png.statusCode).toBe(200);
    const pngCode = png.json().result.transaction_code;
    const pdf = await submitService(t, token, { ...fields, current_mileage: 6000 }, { content: pdfWithJavaScript, filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(pdf.statusCode).toBe(200);
    const pdfCode = pdf.json().result.transaction_code;

    for (const [code, mime] of [
      [pngCode, 'image/png'],
      [pdfCode, 'application/pdf'],
    ]) {
      const byMember = await t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt`, headers: { authorization: `Bearer ${token}` } });
      expectSandboxed(byMember, mime);
      const byCookie = await t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt`, cookies: { access_token: token } });
      expectSandboxed(byCookie, mime);
      const byWorkshop = await t.app.inject({ method: 'GET', url: `/api/workshop/service/${code}/receipt`, headers: { 'x-workshop-key': key } });
      expectSandboxed(byWorkshop, mime);
      const byWorkshopOnMemberPath = await t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt`, headers: { 'x-workshop-key': key } });
      expectSandboxed(byWorkshopOnMemberPath, mime);
    }
  });

  it('refused to someone else keeps the general headers and the envelope', async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'T8888', current_mileage: 5000, oil: 'QUARTZ70005W30', total_bottle: 1 });
    const res = await t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status_code: 401, result: null });
    expectSecurityHeaders(res);
  });
});
