import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './testing/testApp';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-apps-'));
  for (const app of ['', 'workshop', 'careline']) {
    fs.mkdirSync(path.join(webRoot, app), { recursive: true });
    fs.writeFileSync(path.join(webRoot, app, 'index.html'), `<!doctype html><title>${app || 'member'}</title>`);
  }
  fs.writeFileSync(path.join(webRoot, 'workshop', 'manifest.webmanifest'), '{"scope":"/workshop/"}');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const pageAt = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, title: /<title>(.*)<\/title>/.exec(res.body)?.[1], cache: res.headers['cache-control'] };
};

describe('the three web apps', () => {
  it.each([
    ['/', 'member'],
    ['/loyalty', 'member'],
    // The member's own pages that only start like a prefix stay the member's.
    ['/workshops-locator', 'member'],
    ['/workshop', 'workshop'],
    ['/workshop/', 'workshop'],
    ['/workshop/service/TXN1234567', 'workshop'],
    ['/careline', 'careline'],
    ['/careline/members?mobile=60123456789', 'careline'],
  ])('%s opens the %s app, never cached', async (url, app) => {
    const page = await pageAt(url);
    expect(page).toEqual({ status: 200, title: app, cache: 'no-cache' });
  });

  it('serves an app’s own files under its prefix', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/workshop/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ scope: '/workshop/' });
  });

  it('answers a missing file under a prefix with a 404, not a page', async () => {
    expect((await pageAt('/workshop/missing.js')).status).toBe(404);
  });
});
