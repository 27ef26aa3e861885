import type { Browser, BrowserContext, Page } from 'playwright-core';
import { verifiedPush } from '../server/modules/push/messages';
import { baseUrl, describeInBrowser, launchBrowser, newContext, screenshotBoth, PHONE } from './browser';
import { until } from '../server/testing/until';
import { addCarWithService, newMember, newPlate, registerThroughApp, verifyByWorkshop } from './members';

/** Waits until the member app's service worker controls the page (production builds register it). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** The notifications the member app's worker shows now. */
function notificationsShown(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
  });
}

/**
 * Delivers a push to the member app's service worker as a push service would, through the DevTools
 * protocol (ServiceWorker.deliverPushMessage): Chromium then runs the worker's `push` handler with
 * this data, as it does for a message that arrived from the network. Answers the notifications
 * shown. On a busy machine a worker Chromium is still waking can miss a delivery made through the
 * DevTools protocol, so it is made again (as a push service retries); the tag keeps it one notification.
 */
async function deliverPush(context: BrowserContext, page: Page, data: object): Promise<ShownNotification[]> {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseUrl()).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const member = registrations.find((candidate) => candidate.scopeURL === `${origin}/` && !candidate.isDeleted);
      if (member) resolve(member.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  let shown: ShownNotification[] = [];
  try {
    for (let delivery = 1; delivery <= 3 && shown.length === 0; delivery++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) });
      await until('the worker to show the push', async () => (shown = await notificationsShown(page)).length > 0, { everyMs: 100, deadlineMs: 10_000 }).catch(() => undefined);
    }
  } finally {
    await cdp.detach();
  }
  if (shown.length === 0) throw new Error('The worker showed no notification for three deliveries of the push');
  return shown;
}

describeInBrowser("the member's push notifications", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows a push the server sends in the member's language, whose page opens the verified service", async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await context.grantPermissions(['notifications']);
    await registerThroughApp(page, newMember());
    const plate = newPlate('WPU');
    const { transactionCode } = await addCarWithService(context, plate);
    await verifyByWorkshop(context.request, transactionCode);
    await controlledByWorker(page);

    // The push the server sends a Malay reader when a workshop verifies the service.
    const push = verifiedPush('ms', transactionCode, plate);
    const [notification, ...others] = await deliverPush(context, page, push);
    expect(others).toEqual([]);
    expect(notification).toEqual({ title: push.title, body: push.body, tag: `service-${transactionCode}`, url: `${new URL(baseUrl()).origin}/loyalty/service-information?code=${transactionCode}` });
    expect(push.title).toMatch(/disahkan/i);

    // Where a tap takes the member (the worker's notificationclick; headless Chromium has no notification to tap).
    await page.goto(notification.url);
    await page.getByRole('heading', { level: 1, name: plate }).waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it("offers 'Tell me when it is verified' at step 4, and asks the browser only when tapped", async () => {
    const { context, page } = await newContext(browser, PHONE);
    await registerThroughApp(page, newMember());
    const { transactionCode } = await addCarWithService(context, newPlate('WPO'));
    await controlledByWorker(page);
    await page.goto(`/loyalty/service-information?code=${transactionCode}`);
    await page.getByRole('button', { name: 'Generate QR CODE' }).click();
    await page.getByTestId('transaction-id').waitFor();
    const offer = page.getByRole('button', { name: 'Tell me when it is verified' });
    await offer.waitFor();
    // Nothing asked on the way: the permission is as the browser started.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.getByRole('button', { name: 'No thanks' }).scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'push-opt-in');

    await context.grantPermissions(['notifications']);
    await offer.click();
    // This machine reaches no push service, so Chromium cannot make a subscription: the member is told, and may try again.
    await page.getByRole('alert').getByText('Notifications could not be turned on. Please try again.').waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    await offer.waitFor();
    await page.getByRole('button', { name: 'No thanks' }).scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'push-opt-in-failed');

    await page.getByRole('button', { name: 'No thanks' }).click();
    await offer.waitFor({ state: 'detached' });
    // Step 4 of the same service opened again: no offer.
    await page.goto(`/loyalty/service-information?code=${transactionCode}`);
    await page.getByRole('button', { name: 'Generate QR CODE' }).click();
    await page.getByTestId('transaction-id').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('quartz.pushRefused'))).toBe('true');
    expect(await offer.count()).toBe(0);
    await context.close();
  }, 120_000);
});
