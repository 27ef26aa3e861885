import type { Browser, Page, Route } from 'playwright-core';
import { expectOwnScriptsOnly } from './csp';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, DESKTOP, PHONE } from './browser';
import { appStarted, newMember, registerThroughApp } from './members';

/** The page's HTML as the server sent it, and the response (for its policy). */
async function open(page: Page, route: string) {
  const response = await page.goto(route, { waitUntil: 'commit' });
  return { response, html: (await response?.text()) ?? '' };
}

/** The text inside the HTML's root element, tags left out: what a visitor sees before any script runs. */
function rootText(html: string): string {
  const root = /<div id="?root"?[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Holds the member app's own script until released: the page then shows only what came in its
 * HTML, and the test can look at it before the app starts.
 */
async function holdAppScript(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let release = false;
  await page.route(/\/js\/member\.[0-9a-f]+\.js$/, (route) => (release ? route.continue() : void held.push(route)));
  return async () => {
    release = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}


describeInBrowser('a guest’s first screen comes in the HTML', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/', 'Welcome to the Quartz Loyalty Programme', 'Quartz Loyalty Programme'],
    ['/login', 'Forgot password?', 'Login · Quartz Loyalty Programme'],
    ['/register', 'Confirm Password', 'Register · Quartz Loyalty Programme'],
    ['/about-us', 'About Us', 'About Us · Quartz Loyalty Programme'],
    ['/faq', 'FAQ', 'Frequently Asked Questions · Quartz Loyalty Programme'],
  ])('%s shows its first screen before the app runs, then the app takes the same elements over', async (route, text, title) => {
    const { page, context, consoleErrors } = await newContext(browser, PHONE);
    const release = await holdAppScript(page);
    const { response, html } = await open(page, route);
    expectOwnScriptsOnly(route, response);
    // Every script is a file of this site: none inline, as the policy requires.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(rootText(html)).toContain(text);
    // The tab is named after the page from the start, as the app names it.
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
    // The app's scripts start once the screen is drawn, from a loader: none is in the page itself.
    expect(html).not.toMatch(/<script[^>]*src="?\/js\/(vendor|member)\./);
    expect(html).toMatch(/<script defer src="\/js\/member-start\.[0-9a-f]{10}\.js" data-app-scripts="[^"]*\/js\/member\.[0-9a-f]{10}\.js"/);

    // Before the app runs: the screen is there, and inert.
    const heading = page.locator('#root h1, #root h2').first();
    await heading.waitFor({ state: 'attached' });
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    await page.evaluate(() => {
      (window as unknown as { before: Element | null }).before = document.querySelector('#root h1, #root h2');
    });

    await release();
    await appStarted(page);
    // The app's scripts were asked for only once the browser had shown the first screen: requests
    // started before it count towards the first paint, on a slow line and in Lighthouse's LCP.
    const { firstPaint, scriptsAsked } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scriptsAsked: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/js\/(vendor|member)\./.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(scriptsAsked).toBeGreaterThanOrEqual(firstPaint);
    // Hydrated, not drawn anew: the heading is the very element the HTML made.
    expect(await page.evaluate(() => document.querySelector('#root h1, #root h2') === (window as unknown as { before: Element | null }).before)).toBe(true);
    await page.waitForLoadState('networkidle');
    // React reports a first screen that differs from its own render as an error (#418, #423, #425).
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('in Malay for a browser that asks for Malay, and hydrated in Malay', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ms-MY', baseURL: process.env.E2E_BASE_URL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    const { html } = await open(page, '/login');
    expect(html).toMatch(/<html lang="?ms"?/);
    expect(rootText(html)).toContain('Log Masuk');
    expect(html).toContain('<title>Log Masuk · Program Kesetiaan Quartz</title>');
    await appStarted(page);
    await page.getByRole('button', { name: 'LOG MASUK' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await screenshotBoth(page, 'first-screen-login-ms');
    await context.close();
  }, 60_000);

  it('follows the language the device chose, over the browser’s', async () => {
    const { page, context, consoleErrors } = await newContext(browser, DESKTOP);
    await open(page, '/');
    await appStarted(page);
    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('heading', { name: 'Selamat datang ke Program Kesetiaan Quartz' }).waitFor();
    const { html } = await open(page, '/');
    expect(html).toMatch(/<html lang="?ms"?/);
    expect(rootText(html)).toContain('Selamat datang ke Program Kesetiaan Quartz');
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    await screenshotBoth(page, 'first-screen-home-ms');
    await context.close();
  }, 60_000);

  it('never shows a signed-in member the guest’s screen: their pages come empty and fill from the stored state', async () => {
    const { page, context, consoleErrors } = await newContext(browser, PHONE);
    await registerThroughApp(page, newMember());
    for (const route of ['/', '/loyalty', '/about-us']) {
      const { html } = await open(page, route);
      expect([route, rootText(html)]).toEqual([route, '']);
    }
    await open(page, '/');
    await page.getByRole('link', { name: 'Go to My Dashboard' }).first().waitFor();
    // A guest-only page sends the member on to their dashboard, without a guest's form on the way.
    const login = await open(page, '/login');
    expect(rootText(login.html)).toBe('');
    await page.waitForURL('**/loyalty');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('asks for a member page’s own chunk from the HTML, beside the app’s scripts, and downloads it once', async () => {
    // The page the server sends, as on a device whose worker is not installed yet: once it is, the
    // worker answers from its own copy of the app, which holds every chunk already.
    const { page, context, consoleErrors } = await newContext(browser, PHONE, undefined, { serviceWorkers: 'block' });
    await registerThroughApp(page, newMember());
    const dashboardScript = /\/js\/dashboard\.[0-9a-f]{10}\.js$/;
    const dashboardScripts: string[] = [];
    page.on('request', (request) => {
      if (dashboardScript.test(request.url())) dashboardScripts.push(request.url());
    });
    const release = await holdAppScript(page);
    const asked = page.waitForRequest((request) => dashboardScript.test(request.url()));
    const { html } = await open(page, '/loyalty');
    expect(html).toMatch(/<link rel="preload" href="\/js\/dashboard\.[0-9a-f]{10}\.js" as="script">/);
    expect(html).toMatch(/<link href="\/css\/dashboard\.[0-9a-f]{10}\.css" rel="stylesheet">/);
    // Asked for while the app's own script is held back, so by the HTML itself.
    await asked;
    await release();
    await page.getByText(/^Hi(,| there)/).waitFor();
    expect(dashboardScripts).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a member reopening their dashboard their last screen of it before the app starts, which the app then takes over; a logout forgets it', async () => {
    const member = newMember();
    const { page, context, consoleErrors } = await newContext(browser, PHONE, undefined, { serviceWorkers: 'block' });
    await registerThroughApp(page, member);
    await page.getByRole('heading', { name: 'My Vehicles' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('quartz.lastScreen:/loyalty') !== null);
    // Drawn with the app's and the dashboard's stylesheets; of the registration pages' on the way,
    // only the page layout the dashboard shares, once, though three chunks have a copy of it.
    const { stylesheets } = JSON.parse((await page.evaluate(() => localStorage.getItem('quartz.lastScreen:/loyalty')))!) as { stylesheets: string[] };
    expect(stylesheets.some((href) => /\/css\/member\.[0-9a-f]{10}\.css$/.test(href))).toBe(true);
    expect(stylesheets.some((href) => /\/css\/dashboard\.[0-9a-f]{10}\.css$/.test(href))).toBe(true);
    expect(stylesheets.filter((href) => /\/css\/(register|survey|register-tac)\./.test(href))).toHaveLength(1);
    const contents = stylesheets.map((href) => /\.([0-9a-f]{10})\.css$/.exec(href)?.[1]);
    expect(new Set(contents).size).toBe(contents.length);

    const release = await holdAppScript(page);
    const { html } = await open(page, '/loyalty');
    // The page hands the app's scripts to its first script, which asks for them once the copy is on screen.
    expect(html).not.toMatch(/<script defer src="?\/js\/vendor\./);
    expect(html).toMatch(/<script defer src="\/js\/member-start\.[0-9a-f]{10}\.js" data-app-scripts="\/js\/vendor\.[0-9a-f]{10}\.js [^"]*\/js\/member\.[0-9a-f]{10}\.js"><\/script>/);
    // The app's script is held back: what shows is the member's last screen, a picture of it.
    const picture = page.locator('#last-screen');
    await picture.getByText(member.fullname).first().waitFor();
    await picture.getByText('My Vehicles').waitFor();
    expect(await picture.getAttribute('aria-hidden')).toBe('true');
    expect(await picture.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
    expect(await page.locator('#root').isHidden()).toBe(true);
    expect(await page.getByRole('heading', { name: 'My Vehicles' }).count()).toBe(0);
    await screenshotBoth(page, 'last-screen-dashboard');

    await release();
    await page.getByRole('heading', { name: 'My Vehicles' }).waitFor();
    expect(await picture.count()).toBe(0);
    // The app's scripts were asked for once the browser had shown the copy.
    const { firstPaint, scriptsAsked } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scriptsAsked: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/js\/(vendor|member)\./.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(scriptsAsked).toBeGreaterThanOrEqual(firstPaint);
    expect(await page.locator('#root').isVisible()).toBe(true);
    // Its markup kept to the policy: a refused style or script would be a console error here.
    expect(consoleErrors).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quartz.lastScreen:')))).toEqual([]);
    await context.close();
  }, 120_000);

  it('looks the same hydrated as the app drew it before, at both sizes', async () => {
    const { page, context } = await newContext(browser, PHONE);
    await open(page, '/');
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    await screenshotBoth(page, 'first-screen-home-en');
    await open(page, '/login');
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    await screenshotBoth(page, 'first-screen-login-en');
    await context.close();
  }, 60_000);
});
