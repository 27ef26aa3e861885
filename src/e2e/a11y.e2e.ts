import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, PHONE } from './browser';
import { latestCode, newMember, newPlate, openPage, receiptPng, registerThroughApp, solveCaptcha, watchConsole } from './members';

/**
 * What the route walk (routes.e2e.ts) cannot reach by opening an address: where focus and the
 * scroll go after a page or wizard step change, the code pages that need passed state, and each
 * wizard step, all at the phone's size and checked with axe-core.
 */

/** Waits until focus is on a heading of this level and text (a screen reader then reads it). */
async function expectFocusOnHeading(page: Page, level: number, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([tag, name]) => document.activeElement?.tagName === tag && document.activeElement.textContent?.trim() === name,
      [`H${level}`, text] as const,
      { timeout: 10_000 },
    );
  } catch {
    const focused = await page.evaluate(() => `${document.activeElement?.tagName} '${document.activeElement?.textContent?.trim().slice(0, 60)}'`);
    throw new Error(`${page.url()}: expected focus on h${level} '${text}', found it on ${focused}`);
  }
}

async function expectAtTop(page: Page, where: string): Promise<void> {
  expect(`${where} scrolled to ${await page.evaluate(() => window.scrollY)}`).toBe(`${where} scrolled to 0`);
}

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

describeInBrowser('accessibility beyond the route walk', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the audit names what breaks a rule: an image with no text, a field with no label, grey on grey', async () => {
    const { context, page } = await newContext(browser, PHONE);
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Control</title></head><body><main><h1>Control</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<input type="text">' +
        '<p style="color:#aaa;background:#bbb">Hard to read</p></main></body></html>',
    );
    const found = (await axeViolations(page, 'control')).map((line) => line.split(' ')[1]);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'label', 'color-contrast']));
    await context.close();
  }, 60_000);

  it('a page change moves focus to the new heading and starts at the top, from a link or the side menu', async () => {
    const { context, page } = await newContext(browser, PHONE);
    const watch = watchConsole(page);
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();

    // A footer link, clicked at the bottom of a long page.
    await scrollToBottom(page);
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await expectFocusOnHeading(page, 1, 'Frequently Asked Questions');
    await expectAtTop(page, '/faq');

    // The side menu is a dialog: its link's page gets focus once the menu has closed.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Workshop Locator' }).click();
    await page.waitForURL('**/workshops-locator');
    await expectFocusOnHeading(page, 1, 'Workshop Locator');
    await expectAtTop(page, '/workshops-locator');

    // Back returns to the last page, its heading focused too.
    await page.goBack();
    await page.waitForURL('**/faq');
    await expectFocusOnHeading(page, 1, 'Frequently Asked Questions');
    expect(watch.take()).toEqual([]);
    await context.close();
  }, 120_000);

  it("the code pages pass axe, and each add-service step starts at the top with its heading focused and passes axe", async () => {
    const findings: string[] = [];
    const member = newMember();
    const { context, page } = await newContext(browser, PHONE);
    const watch = watchConsole(page);

    // /register/tac-number, reached as a member does.
    await openPage(page, '/register');
    await page.getByLabel('Full Name (as per NRIC)').fill(member.fullname);
    await page.getByLabel('Date of Birth').fill('1988-11-02');
    await page.getByLabel('Mobile Number').fill(member.national);
    await page.getByLabel('Email Address').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password').fill(member.password);
    await page.getByLabel(/I have read and agree/).check();
    // The ticked box is the brand's red, not the browser's blue.
    expect(await page.getByLabel(/I have read and agree/).evaluate((box) => getComputedStyle(box).backgroundColor)).toBe('rgb(210, 35, 42)');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await page.waitForURL('**/register/tac-number');
    await expectFocusOnHeading(page, 1, 'Verify your mobile number');
    // Room to breathe: the intro clear of the code's label, the resend line clear of the buttons.
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const intro = await top('.code-entry__intro');
    const label = await top('main label[for]');
    const goBack = await page.getByRole('link', { name: 'Go Back' }).boundingBox();
    const resend = await top('.resend-countdown');
    expect(label.y - (intro.y + intro.height)).toBeGreaterThanOrEqual(16);
    expect(resend.y - (goBack!.y + goBack!.height)).toBeGreaterThanOrEqual(16);
    findings.push(...(await axeViolations(page, '/register/tac-number')));
    await screenshotBoth(page, 'register-tac-number');
    await page.getByLabel('Verification Code').fill(await latestCode(page.context().request, member.mobile));
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL('**/register/survey');
    await page.getByRole('button', { name: 'Skip survey' }).click();
    await page.waitForURL('**/loyalty');
    await expectFocusOnHeading(page, 1, 'My Vehicles');

    // A car, then the wizard step by step.
    await page.getByRole('link', { name: 'Add a vehicle' }).first().click();
    await page.getByLabel('Brand').selectOption('Perodua');
    await page.getByLabel('Model').selectOption('Myvi');
    const plate = newPlate('WAX');
    await page.getByLabel('Plate number').fill(plate);
    await page.getByRole('button', { name: 'ADD VEHICLE' }).click();
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.waitForURL('**/loyalty');
    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
    await expectFocusOnHeading(page, 1, 'Add Service');
    findings.push(...(await axeViolations(page, 'add service, step 1')));
    await page.getByLabel('Workshop ID').fill('8888');
    await page.getByLabel('Current mileage (km)').fill('45210');
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expectFocusOnHeading(page, 2, 'Oil variant and quantity');
    await expectAtTop(page, 'step 2');
    await page.waitForLoadState('networkidle');
    findings.push(...(await axeViolations(page, 'add service, step 2')));
    await page.locator('label.oil-option').first().click();
    await screenshotBoth(page, 'add-service-step2');
    await page.getByText('1 bottle', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expectFocusOnHeading(page, 2, 'Upload your receipt');
    await expectAtTop(page, 'step 3');
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
    findings.push(...(await axeViolations(page, 'add service, step 3')));
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    // Step 4 opens at the top, with the QR code clear of the sticky header.
    await expectFocusOnHeading(page, 2, 'Service summary');
    await expectAtTop(page, 'step 4');
    const qr = page.locator('svg[aria-label*="QR code"], canvas').first();
    await qr.waitFor();
    const header = await page.locator('header.header').boundingBox();
    const qrBox = await qr.boundingBox();
    expect(qrBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    findings.push(...(await axeViolations(page, 'add service, step 4')));

    // /forgot-password/tac-number, in a guest's browser (a number never registered goes on to it
    // alike, and the member's own number may not be sent another code within 180 s).
    const guest = await newContext(browser, PHONE);
    await openPage(guest.page, '/forgot-password');
    await guest.page.getByLabel('Mobile Number').fill(newMember().national);
    await solveCaptcha(guest.page);
    await guest.page.getByRole('button', { name: 'SUBMIT' }).click();
    await guest.page.waitForURL('**/forgot-password/tac-number');
    await guest.page.getByLabel('Verification Code').waitFor();
    findings.push(...(await axeViolations(guest.page, '/forgot-password/tac-number')));
    await screenshotBoth(guest.page, 'forgot-password-tac-number');
    await guest.context.close();

    expect(findings.join('\n')).toBe('');
    expect(watch.take()).toEqual([]);
    await context.close();
  }, 240_000);
});
