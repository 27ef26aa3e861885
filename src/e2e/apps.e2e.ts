import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, PHONE } from './browser';
import { expectNoAxeViolations } from './axe';
import { until } from '../server/testing/until';

const landing = {
  workshop: {
    en: { name: 'Quartz Workshop Counter', purpose: /Verify the oil changes members of the Quartz Loyalty Programme submit at your workshop/ },
    ms: { name: 'Kaunter Bengkel Quartz', purpose: /Sahkan penukaran minyak yang dihantar oleh ahli Program Kesetiaan Quartz/ },
  },
  careline: {
    en: { name: 'Quartz Careline Console', purpose: /Help members of the Quartz Loyalty Programme/ },
    ms: { name: 'Konsol Careline Quartz', purpose: /Bantu ahli Program Kesetiaan Quartz/ },
  },
} as const;

/** The landing page in one language: its name as the page's heading, what the app is for, the page's language. */
async function expectLanding(page: Page, app: keyof typeof landing, language: 'en' | 'ms'): Promise<void> {
  const texts = landing[app][language];
  await page.getByRole('heading', { level: 1, name: texts.name }).waitFor();
  await page.getByText(texts.purpose).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/** Waits until a service worker controls the page, and answers its script's address. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

describeInBrowser('the workshop counter app and the careline console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['workshop', 'careline'] as const)('/%s opens its landing page in English, then in Malay with the language switch', async (app) => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await page.goto(`/${app}`);
    await expectLanding(page, app, 'en');
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe(`/${app}/manifest.webmanifest`);
    await expectNoAxeViolations(page, `${app} landing`);
    await screenshotBoth(page, `${app}-landing-en`);

    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await expectLanding(page, app, 'ms');
    await expectNoAxeViolations(page, `${app} landing in Malay`);
    await screenshotBoth(page, `${app}-landing-ms`);

    // The choice is the device's: a reload opens the app in Malay.
    await page.reload();
    await expectLanding(page, app, 'ms');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('installs the counter app with a worker of its own scope; the member’s worker never answers for /workshop', async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    // The member's worker (scope /) controls the site first.
    await page.goto('/');
    expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

    // /workshop is not the member's page, though the member's worker is in place; the counter app's own worker takes over.
    await page.goto('/workshop/');
    await expectLanding(page, 'workshop', 'en');
    // Polled from here: waitForFunction takes an async predicate's promise for a truthy answer. The
    // worker precaches the scanner's 1 MB WebAssembly too, so it takes a moment to install.
    await until(
      "the counter app's worker to be activated",
      () =>
        page.evaluate(async () => {
          const active = (await navigator.serviceWorker.getRegistration('/workshop/'))?.active;
          return (active?.scriptURL.endsWith('/workshop/sw.js') && active.state === 'activated') ?? false;
        }),
      { everyMs: 100, deadlineMs: 60_000 },
    );
    // Once its worker is activated, the app's loads are its own worker's. The member's worker may
    // have claimed this page while the counter app's was still installing (its scope, /, holds
    // /workshop too, and nothing else was registered yet): a load after that is the counter app's.
    let controller = '';
    for (let load = 0; load < 3 && !controller.endsWith('/workshop/sw.js'); load += 1) {
      await page.reload();
      await expectLanding(page, 'workshop', 'en');
      controller = await controllingWorker(page);
    }
    expect(controller).toMatch(/\/workshop\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { url, errors } = (await cdp.send('Page.getAppManifest', {})) as { url: string; errors: unknown[] };
    expect(url).toMatch(/\/workshop\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    // Back on the member's site, the member's worker still answers there.
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);
    expect(await controllingWorker(page)).not.toMatch(/workshop/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps the careline console out of any worker: it is a desktop tool, always online', async () => {
    const { context, page } = await newContext(browser, PHONE);
    await page.goto('/careline');
    await expectLanding(page, 'careline', 'en');
    const manifest = await (await context.request.get('/careline/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ scope: '/careline/', display: 'browser' });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope))).toEqual([]);
    await context.close();
  });
});
