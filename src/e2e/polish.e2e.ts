import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshot, DESKTOP, PHONE } from './browser';

/** What a walk through the member site found out of place, each checked where the member saw it. */
describeInBrowser('the member site, as laid out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('locator: with location allowed, the map follows the filter with no empty band between them', async () => {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const { context, page } = await newContext(browser, viewport);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 3.139, longitude: 101.6869 });
      await page.goto('/workshops-locator');
      await page.locator('.locator-map__nearest').waitFor();
      await screenshot(page, `locator-located-${size}`);
      if (size === 'phone') {
        const gap = await page.evaluate(
          () => document.querySelector('.locator__map')!.getBoundingClientRect().top - document.querySelector('.locator-filter')!.getBoundingClientRect().bottom,
        );
        expect(gap).toBeLessThanOrEqual(24);
      }
      // The status, empty once located, takes no room of its own: it sits over the map.
      await expect(page.locator('.locator-status').evaluate((status) => getComputedStyle(status).position)).resolves.toBe('absolute');
      await context.close();
    }
  });

  it('products: the cards of a row have their names in line at 1280x800', async () => {
    const { context, page } = await newContext(browser, DESKTOP);
    await page.goto('/buy3get1');
    await page.locator('.product-card__name').first().waitFor();
    const rows = await page.evaluate(() => {
      const byRow = new Map<number, number[]>();
      for (const card of document.querySelectorAll('.product-card')) {
        const top = Math.round(card.getBoundingClientRect().top + window.scrollY);
        const name = Math.round(card.querySelector('.product-card__name')!.getBoundingClientRect().top + window.scrollY);
        byRow.set(top, [...(byRow.get(top) ?? []), name - top]);
      }
      return [...byRow.values()];
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const offsets of rows) expect(new Set(offsets).size).toBe(1);
    await screenshot(page, 'products-desktop', { fullPage: true });
    await context.close();
  });
});
