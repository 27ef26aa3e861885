import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshot, DESKTOP, PHONE } from './browser';
import { newMember, receiptPng, registerThroughApp, workshopKey } from './members';

describeInBrowser('the loyalty core', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds a car, submits a service with a receipt, and sees it verified by the workshop while step 4 waits', async () => {
    const member = newMember();
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await registerThroughApp(page, member);

    await page.getByRole('link', { name: 'Add a vehicle' }).first().click();
    await page.waitForURL('**/loyalty/add-new-vehicle');
    await page.getByLabel('Brand').selectOption('Perodua');
    await page.getByLabel('Model').selectOption('Myvi');
    await page.getByLabel('Plate number').fill('wxy 1234');
    await page.getByLabel('Year of manufacture (optional)').selectOption('2019');
    await screenshot(page, 'add-vehicle-phone');
    await page.getByRole('button', { name: 'ADD VEHICLE' }).click();
    await page.getByText('Your vehicle has been added.', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.waitForURL('**/loyalty');
    await page.getByText('WXY1234').first().waitFor();
    await screenshot(page, 'dashboard-with-car-phone');

    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
    await page.getByLabel('Workshop ID').fill('8888');
    await page.getByLabel('Current mileage (km)').fill('45210');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
    await page.locator('label.oil-option').first().click();
    await page.getByText('1 bottle', { exact: true }).click();
    await screenshot(page, 'add-service-step2-phone');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Upload your receipt' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    const transactionId = (await page.getByTestId('transaction-id').textContent())?.trim() ?? '';
    expect(transactionId).toMatch(/^[A-Z0-9]{10}$/);
    await page.locator('svg[aria-label*="QR code"], canvas').first().waitFor();
    await screenshot(page, 'journey-add-service-step4-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'journey-add-service-step4-desktop');
    await page.setViewportSize(PHONE);

    // The workshop verifies with its own key while step 4 polls.
    const api = context.request;
    const verified = await api.post(`/api/workshop/service/${transactionId}/verify`, { headers: { 'X-Workshop-Key': workshopKey() } });
    expect(verified.status()).toBe(200);

    await page.getByText("You're all set! Your service for vehicle WXY1234 has been approved.").waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'BACK TO DASHBOARD' }).click();
    await page.waitForURL('**/loyalty');
    await page.getByRole('list', { name: /^1 of 3 bottles collected\./ }).first().waitFor();
    await screenshot(page, 'dashboard-after-service-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'dashboard-after-service-desktop');

    await page.getByRole('button', { name: 'View More' }).first().click();
    await page.waitForURL('**/loyalty/service-information');
    await page.getByText('Verified', { exact: true }).first().waitFor();
    await page.getByText(transactionId).first().waitFor();
    await page.getByText('No history found.').waitFor();
    await screenshot(page, 'service-information-desktop');
    // View Receipt opens the file in a tab of its own, authorised by the member's cookie.
    const [receipt] = await Promise.all([
      context.waitForEvent('response', (response) => response.url().endsWith(`/api/service/${transactionId}/receipt`)),
      page.getByRole('link', { name: 'View Receipt' }).first().click(),
    ]);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('image/png');

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
