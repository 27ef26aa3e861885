import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshot, DESKTOP, PHONE } from './browser';
import { addCarWithService, newMember, newPlate, registerThroughApp, verifyByWorkshop, watchConsole } from './members';

/**
 * Waits until the page is what a member would look at: no request in flight, fonts in, no spinner
 * (the dashboard's lingers 1 s by design), every image in view loaded (or failed, as map tiles do
 * offline), and transitions done. `waitingSpinner` is one that stays by design (step 4 waits for
 * the workshop).
 */
async function settle(page: Page, { waitingSpinner }: { waitingSpinner?: string } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const unsettled = () =>
    page.evaluate((waiting) => [
      ...Array.from(document.querySelectorAll('.spinner'))
        .filter((spinner) => !(waiting && spinner.closest(waiting)))
        .map((spinner) => `spinner in ${spinner.parentElement?.className}`),
      ...Array.from(document.images)
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && !image.complete;
        })
        .map((image) => `image ${image.src}`),
    ], waitingSpinner);
  for (let waited = 0; (await unsettled()).length; waited += 100) {
    if (waited > 10_000) throw new Error(`${page.url()} did not settle: ${(await unsettled()).join(', ')}`);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(400);
}

/** The same screen at the phone's and the desktop's size: `<name>-phone.png`, `<name>-desktop.png`. */
async function shootBoth(page: Page, name: string, options: { waitingSpinner?: string } = {}): Promise<void> {
  // A page opened fresh starts at its top, whatever the page before it was scrolled to.
  expect(`${name} scrolled to ${await page.evaluate(() => window.scrollY)}`).toBe(`${name} scrolled to 0`);
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await settle(page, options);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

describeInBrowser('screenshots of the main screens at phone and desktop size', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the home page and the workshop locator, as a guest', async () => {
    const { context, page } = await newContext(browser, PHONE);
    const watch = watchConsole(page);
    // The banner's progress bar moves slides on by itself; the shots catch the first slide still.
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.goto('/');
    await page.getByText('Welcome to the Quartz Loyalty Programme').waitFor();
    // The sections below the greeting are a lazy chunk of their own.
    await page.getByRole('heading', { name: 'Our offers' }).waitFor();
    await shootBoth(page, 'home-guest');
    await settle(page);
    await screenshot(page, 'home-guest-phone-full', { fullPage: true });

    await page.goto('/workshops-locator');
    await page.getByRole('heading', { level: 1, name: 'Workshop Locator' }).waitFor();
    // The map adds its markers a batch a task: every workshop listed has its marker before the picture.
    await page.waitForFunction(() => {
      const listed = Number(/(\d+) workshops/.exec(document.querySelector('.locator-list__count')?.textContent ?? '')?.[1]);
      return listed > 0 && document.querySelectorAll('.leaflet-marker-icon').length === listed;
    });
    await shootBoth(page, 'workshops-locator');

    expect(watch.take()).toEqual([]);
    await context.close();
  }, 90_000);

  it("a member's home page, dashboard with a filled bottle slot, and add-service step 4 with its QR code", async () => {
    const member = newMember();
    const plate = newPlate('WSS');
    const { context, page } = await newContext(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerThroughApp(page, member);
    const watch = watchConsole(page);
    const { transactionCode } = await addCarWithService(context, plate);

    // A pending service reopens step 4 from its card on the service information page.
    await page.goto('/loyalty');
    await page.getByText(plate).first().waitFor();
    await page.getByRole('button', { name: 'View More' }).first().click();
    await page.waitForURL('**/loyalty/service-information');
    await page.getByRole('button', { name: 'Generate QR CODE' }).first().click();
    await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    await page.getByText(transactionCode).first().waitFor();
    await page.locator('svg[aria-label*="QR code"], canvas').first().waitFor();
    await shootBoth(page, 'add-service-step4', { waitingSpinner: '.service-qr__waiting' });

    await verifyByWorkshop(context.request, transactionCode);
    await page.goto('/loyalty');
    await page.getByText(plate).first().waitFor();
    await page.getByRole('list', { name: /^1 of 3 bottles collected\./ }).first().waitFor();
    await shootBoth(page, 'dashboard');
    // The car card itself, with its bottle row, as the member sees it after scrolling down.
    const bottles = page.getByRole('list', { name: /^1 of 3 bottles collected\./ }).first();
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await settle(page);
      await bottles.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      await screenshot(page, `dashboard-vehicle-${size}`);
    }
    await page.setViewportSize(PHONE);

    await page.goto('/');
    await page.getByText(`Hi, ${member.fullname}`).waitFor();
    await page.getByText(plate, { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Our offers' }).waitFor();
    await shootBoth(page, 'home-member');

    expect(watch.take()).toEqual([]);
    await context.close();
  }, 120_000);
});
