import type { Browser } from 'playwright-core';
import { appStarted, startCaptcha } from './members';
import { describeInBrowser, launchBrowser, newContext, screenshot, screenshotBoth, DESKTOP, PHONE } from './browser';

describeInBrowser('the product in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves the web app and its API from one server', async () => {
    const { page, consoleErrors, context } = await newContext(browser, DESKTOP);
    await page.goto('/');
    await page.waitForSelector('#root *');
    const health = await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    expect(health.status_code).toBe(200);
    await screenshot(page, 'smoke-home-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describeInBrowser('the captcha in Malay', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('speaks the language the member chose', async () => {
    const { page, context } = await newContext(browser, DESKTOP);
    await page.goto('/login');
    await startCaptcha(page);
    await page.locator('altcha-widget').getByText("I'm not a robot").waitFor();
    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.locator('altcha-widget').getByText('Saya bukan robot').waitFor();
    await context.close();
  });

  it('holds its place with a stand-in until the page is used; ticking the stand-in loads the widget and runs its check', async () => {
    const { page, context, consoleErrors } = await newContext(browser, PHONE);
    await page.goto('/login');
    const standIn = page.locator('#captcha-stand-in');
    await standIn.waitFor();
    await page.waitForLoadState('networkidle');
    // Only looked at: the widget's start-up has not run.
    expect(await page.locator('altcha-widget').count()).toBe(0);
    await screenshotBoth(page, 'captcha-stand-in');
    // Ticked once the app has started: until then the first screen from the HTML is inert.
    await appStarted(page);
    await standIn.click();
    await page.waitForFunction(() => (document.querySelector('altcha-widget .altcha-checkbox input') as HTMLInputElement | null)?.checked === true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
