import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, DESKTOP, PHONE } from './browser';
import { newMember, newPlate, receiptPng, registerThroughApp } from './members';

const SERVER_ERROR = 'Oops! Our server just encountered an error';
const CRASH = 'Oppss...Something went wrong';
const CONNECTION_LOST = "We couldn't reach our server: your phone seems to be offline, or the connection dropped.";
const OFFLINE_NOTICE = "You're offline. What you type stays here until you're back online.";

/** Waits until the service worker has precached the build and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** A car of the member's, added through the API with the app's cookie, so the wizard has one to open. */
async function addCar(context: BrowserContext, plate: string): Promise<void> {
  const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const added = await context.request.post('/api/vehicle', {
    headers: { Authorization: `Bearer ${accessToken}` },
    form: { model_brand: 'Perodua', model_name: 'Myvi', plate_number: plate, year_manufactured: '2019', mileage: '0' },
  });
  expect(added.status()).toBe(200);
}

/** The wizard for the member's only car, through steps 1 and 2, with a receipt chosen on step 3. */
async function openReceiptStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Add Service/i }).first().click();
  await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
  await page.getByLabel('Workshop ID').fill('8888');
  await page.getByLabel('Current mileage (km)').fill('45210');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
  await page.locator('label.oil-option').first().click();
  await page.getByText('1 bottle', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Upload your receipt' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
}

/** Both sizes of what the member sees now, with the popup's opening animation finished. */
async function bothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/${name}-${size}.png`, animations: 'disabled' });
  }
  await page.setViewportSize(PHONE);
}

describeInBrowser('installable and tolerant of bad connections', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('meets the install criteria: a valid manifest linked from the page, its icons, and a service worker in control', async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await page.goto('/');
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel=apple-touch-icon]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');

    // Chromium's own reading of the manifest: no parse errors, and what it found.
    const cdp = await context.newCDPSession(page);
    const { url, errors, parsed } = (await cdp.send('Page.getAppManifest', {})) as { url: string; errors: unknown[]; parsed?: unknown };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    expect(parsed).toBeDefined();

    const res = await context.request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Quartz Loyalty Programme',
      short_name: 'Quartz Loyalty',
      start_url: '/loyalty',
      display: 'standalone',
      theme_color: '#d2232a',
      background_color: '#f4f6fa',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const size of ['192x192', '512x512']) {
      expect(icons.filter((icon) => icon.sizes === size).map((icon) => icon.purpose).sort()).toEqual(['any', 'maskable']);
    }
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png' }]) {
      const image = await context.request.get(icon.src);
      expect([icon.src, image.status()]).toEqual([icon.src, 200]);
    }

    await serviceWorkerInControl(page);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    // Whatever else Chromium would want (an engagement heuristic, a profile that is not incognito),
    // nothing about the app itself stands in the way.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('offline, a reload opens the app with the offline notice, an unvisited page opens, and the wizard tells a cut connection from a server error', async () => {
    const member = newMember();
    const plate = newPlate('WOF');
    const { context, page } = await newContext(browser, PHONE);
    await registerThroughApp(page, member);
    await addCar(context, plate);
    await page.reload();
    await page.getByText(plate).first().waitFor();
    await serviceWorkerInControl(page);

    // The connection goes: a small notice, and the page stays as it was.
    // The member's data is written to storage in the background (redux-persist, throttled): wait for the car.
    await page.waitForFunction((car) => localStorage.getItem('persist:root')?.includes(car) ?? false, plate, { timeout: 15_000 });
    await context.setOffline(true);
    await page.getByText(OFFLINE_NOTICE).waitFor();

    // A reload offline opens the app from the service worker, not Chromium's 'No internet' page.
    await page.reload();
    await page.getByText(OFFLINE_NOTICE).waitFor();
    await page.getByRole('heading', { level: 1, name: 'My Vehicles' }).waitFor();
    await page.getByText(plate).first().waitFor();
    await bothSizes(page, 'offline-dashboard');

    // A page whose code this visit never loaded opens from the precache, without the crash popup.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/how-it-works');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await page.getByText(OFFLINE_NOTICE).waitFor();
    expect(await page.getByText(CRASH).count()).toBe(0);

    // Back online: the notice says so.
    await context.setOffline(false);
    await page.getByText("You're back online.").waitFor();

    // The wizard up to the receipt, online.
    await page.goto('/loyalty');
    await openReceiptStep(page);

    // The connection is cut as the member submits: the connection text, not the server error.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.getByText(CONNECTION_LOST).waitFor();
    await popup.getByRole('heading', { name: 'No connection' }).waitFor();
    expect(await popup.getByRole('button', { name: 'TRY AGAIN' }).count()).toBe(1);
    expect(await page.getByText(SERVER_ERROR).count()).toBe(0);
    await bothSizes(page, 'offline-connection-popup');

    // TRY AGAIN once back online: the receipt is still chosen, and exactly one service is made.
    await popup.getByRole('button', { name: 'TRY AGAIN' }).click();
    await context.setOffline(false);
    await page.getByText("You're back online.").waitFor();
    await page.getByText('receipt.png').waitFor();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    const loyalty = await (await context.request.get('/api/loyalty', { headers: { Authorization: `Bearer ${accessToken}` } })).json();
    const car = (loyalty.result.vehicles as { plate_number: string; services?: unknown[] }[]).find((vehicle) => vehicle.plate_number === plate);
    expect(car?.services).toHaveLength(1);
    await context.close();
  }, 180_000);

  it('a stalled upload can be cancelled and sent again, and makes exactly one service', async () => {
    const member = newMember();
    const plate = newPlate('WST');
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await registerThroughApp(page, member);
    await addCar(context, plate);
    await page.reload();
    await page.getByText(plate).first().waitFor();
    await openReceiptStep(page);

    // The receipt reaches the server, which makes the service, but its answer never comes back.
    let serverGotIt = () => undefined as void;
    const delivered = new Promise<void>((resolve) => {
      serverGotIt = resolve;
    });
    await context.route('**/api/service', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      serverGotIt();
      // No fulfil: the member's phone waits, as on a connection that stalled.
    });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await delivered;
    await page.getByRole('button', { name: 'CANCEL UPLOAD' }).click();
    await page.getByText('Upload cancelled. Your receipt is still chosen: press SUBMIT to send it again.').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Sent again on a good line: the same submission, so the server answers with the service it made.
    await context.unroute('**/api/service');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    const loyalty = await (await context.request.get('/api/loyalty', { headers: { Authorization: `Bearer ${accessToken}` } })).json();
    const car = (loyalty.result.vehicles as { plate_number: string; services?: unknown[] }[]).find((vehicle) => vehicle.plate_number === plate);
    expect(car?.services).toHaveLength(1);
    expect(consoleErrors.filter((text) => !text.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  }, 180_000);
});
