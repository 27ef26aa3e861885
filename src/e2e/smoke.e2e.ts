import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshot, DESKTOP } from './browser';

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
    await page.locator('altcha-widget').getByText("I'm not a robot").waitFor();
    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.locator('altcha-widget').getByText('Saya bukan robot').waitFor();
    await context.close();
  });
});
