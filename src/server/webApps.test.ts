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
  // The build's guest first screens (scripts/prerender.ts): home and login in both languages.
  for (const language of ['en', 'ms']) {
    fs.mkdirSync(path.join(webRoot, 'pages', language), { recursive: true });
    for (const page of ['index', 'login']) {
      fs.writeFileSync(path.join(webRoot, 'pages', language, `${page}.html`), `<!doctype html><title>guest ${page} ${language}</title>`);
    }
  }
  // A member's page that asks for its chunks from the HTML.
  fs.mkdirSync(path.join(webRoot, 'pages', 'member'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'pages', 'member', 'loyalty.html'), '<!doctype html><title>member loyalty</title>');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const pageAt = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, title: /<title>(.*)<\/title>/.exec(res.body)?.[1], cache: res.headers['cache-control'] };
};

describe('the three web apps', () => {
  it.each([
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

describe('a guest’s first screen in the HTML', () => {
  it.each([
    ['/', {}, 'guest index en'],
    ['/login', {}, 'guest login en'],
    ['/login/', {}, 'guest login en'],
    ['/login?from=%2Floyalty', {}, 'guest login en'],
    // The browser's language, until the device chose one.
    ['/', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' }, 'guest index ms'],
    // The device's choice wins over the browser's.
    ['/login', { 'accept-language': 'ms-MY', cookie: 'quartz_language=en' }, 'guest login en'],
    ['/login', { cookie: 'quartz_language=ms' }, 'guest login ms'],
    // A language we do not speak is the browser's, here English.
    ['/login', { cookie: 'quartz_language=fr' }, 'guest login en'],
  ])('%s with %j is the page the build rendered for a guest', async (url, headers, title) => {
    expect(await pageAt(url, headers)).toEqual({ status: 200, title, cache: 'no-cache' });
  });

  it('sends a signed-in member the app’s own page, never a guest’s screen', async () => {
    expect(await pageAt('/', { cookie: 'access_token=abc; quartz_language=ms' })).toEqual({ status: 200, title: 'member', cache: 'no-cache' });
    expect((await pageAt('/login', { cookie: 'access_token=abc' })).title).toBe('member');
  });

  it('sends a signed-in member the page that asks for its chunks at once, where the build made one', async () => {
    expect(await pageAt('/loyalty', { cookie: 'access_token=abc; quartz_language=ms' })).toEqual({ status: 200, title: 'member loyalty', cache: 'no-cache' });
    expect((await pageAt('/loyalty/', { cookie: 'access_token=abc' })).title).toBe('member loyalty');
    // A guest is sent on to /login by the app, from its own page.
    expect((await pageAt('/loyalty')).title).toBe('member');
    expect((await pageAt('/inbox', { cookie: 'access_token=abc' })).title).toBe('member');
  });

  it('sends the app’s own page where the build rendered nothing, and never to the other apps', async () => {
    expect((await pageAt('/register')).title).toBe('member');
    expect((await pageAt('/loyalty')).title).toBe('member');
    expect((await pageAt('/workshop/login')).title).toBe('workshop');
  });

  it('tells caches that the page depends on the cookies and the language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers.vary).toContain('Accept-Language');
  });
});
