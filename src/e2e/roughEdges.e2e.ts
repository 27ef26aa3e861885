import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, resizeTo, screenshotBoth, DESKTOP, PHONE } from './browser';
import { addCarWithService, newMember, newPlate, registerThroughApp, verifyByWorkshop, watchConsole } from './members';
import { issueWorkshopKey, startServer, stopServer, type RunningServer } from './server';

/** Each button of the open dialog shows its whole label inside the dialog: nothing cut off. */
async function expectDialogButtonsWhole(page: Page, where: string): Promise<void> {
  const clipped = await page.getByRole('dialog').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    return Array.from(dialog.querySelectorAll('button'))
      .filter((button) => {
        const own = button.getBoundingClientRect();
        return button.scrollWidth > button.clientWidth + 1 || own.left < box.left - 1 || own.right > box.right + 1;
      })
      .map((button) => button.textContent);
  });
  expect(`${where}: ${clipped.join(', ')}`).toBe(`${where}: `);
}

const unreadInHeader = async (page: Page): Promise<number> => {
  const label = (await page.locator('header').getByRole('link', { name: /^Inbox, \d+ unread/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1]);
};

describeInBrowser('the rough edges a member noticed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('profile: the date of birth reads DD/MM/YYYY in a US-English browser, Save Profile is confirmed, and a test workshop is never named', async () => {
    const member = newMember();
    const plate = newPlate('WRE');
    const { context, page } = await newContext(browser, PHONE);
    const watch = watchConsole(page);
    await registerThroughApp(page, member);
    await addCarWithService(context, plate);

    // The same member in a browser set to US English.
    const us = await browser.newContext({ viewport: PHONE, baseURL: new URL(page.url()).origin, locale: 'en-US', timezoneId: 'America/New_York', reducedMotion: 'reduce' });
    await us.addCookies(await context.cookies());
    const usPage = await us.newPage();
    await usPage.goto('/edit-profile');
    await expect(usPage.getByLabel('Date of Birth').inputValue()).resolves.toBe('02/11/1988');
    await usPage.getByLabel('Address', { exact: true }).fill('12 Jalan Ampang');
    await usPage.getByLabel('State', { exact: true }).fill('Selangor');
    await usPage.getByLabel('Country', { exact: true }).fill('Malaysia');
    await usPage.getByLabel('Postal Code').fill('50450');
    await usPage.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(usPage, 'edit-profile');
    await usPage.getByRole('button', { name: 'Save Profile' }).click();
    await usPage.waitForURL('**/loyalty');
    await usPage.getByRole('dialog').getByText('Your profile has been saved.').waitFor();
    await screenshotBoth(usPage, 'profile-saved');
    await usPage.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await us.close();

    // The car serviced at 8888 shows the workshop's ID, not the internal name.
    await page.goto('/loyalty');
    await page.getByText(plate).first().waitFor();
    await page.getByText('8888').first().waitFor();
    expect(await page.getByText(/Internal Test Workshop/).count()).toBe(0);

    // A bottle is already in for this car today: step 2 offers only the one still allowed, and says why.
    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await page.getByLabel('Workshop ID').fill('8888');
    await page.getByLabel('Current mileage (km)').fill('45300');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Quantity' }).getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(['1']);
    await page.getByText('At most 2 bottles a day per car: 1 more bottle can be added today.').waitFor();
    await page.getByRole('radiogroup', { name: 'Quantity' }).evaluate((group) => group.scrollIntoView({ block: 'center' }));
    await screenshotBoth(page, 'add-service-step2-daily-limit');
    // Another rank than the bottle already in: the warning shows under the oil just chosen.
    await page.getByLabel(/Quartz INEO HTC 5W-30/).check({ force: true });
    await page.getByText('Please note: your free bottle will be the lowest oil variant bought in this cycle.').waitFor();
    await page.locator('label.oil-option').first().evaluate((option) => option.scrollIntoView({ block: 'center' }));
    await screenshotBoth(page, 'add-service-step2-warning');

    // A reward link without its id shows only the error.
    await page.goto('/campaign/mgm');
    await page.getByText('This link is not valid').waitFor();
    expect(await page.getByText('Thank you for spreading the word!').count()).toBe(0);
    await screenshotBoth(page, 'campaign-mgm-no-reward');

    await page.goto('/loyalty/add-new-vehicle');
    await page.getByLabel('Plate number').waitFor();
    await screenshotBoth(page, 'add-vehicle');
    expect(watch.take()).toEqual([]);
    await context.close();
  }, 180_000);

  describe('while the festive campaign runs', () => {
    let server: RunningServer;
    let key: string;
    beforeAll(async () => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      server = await startServer({ FESTIVE_CAMPAIGN_START: day(-2), FESTIVE_CAMPAIGN_END: day(30) }, { careline: true });
      key = await issueWorkshopKey(server);
    }, 240_000);
    afterAll(() => stopServer(server));

    it("the approval popup's two actions are whole at both sizes, and the inbox count grows without a reload", async () => {
      const member = newMember();
      const plate = newPlate('WFC');
      const { context, page } = await newContext(browser, PHONE, server.baseUrl);
      const watch = watchConsole(page);
      await registerThroughApp(page, member);
      const { transactionCode } = await addCarWithService(context, plate);

      await page.goto('/loyalty');
      await page.getByText(plate).first().waitFor();
      await page.getByRole('button', { name: 'View More' }).first().click();
      await page.getByRole('button', { name: 'Generate QR CODE' }).first().click();
      await page.getByRole('heading', { name: 'Service summary' }).waitFor();
      const unreadBefore = await unreadInHeader(page);

      await verifyByWorkshop(context.request, transactionCode, key);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Join the Service & Cash8ack Campaign' }).waitFor({ timeout: 20_000 });
      for (const viewport of [PHONE, DESKTOP]) {
        await resizeTo(page, viewport);
        await expectDialogButtonsWhole(page, `${viewport.width}x${viewport.height}`);
      }
      await screenshotBoth(page, 'service-approved-popup');
      // The verification wrote a message: the header counts it while the popup is still open.
      await page.waitForFunction(
        (before) => /Inbox, (\d+) unread/.exec(document.querySelector('header a[aria-label^="Inbox"]')?.getAttribute('aria-label') ?? '')?.[1] === String(before + 1),
        unreadBefore,
        { timeout: 10_000 },
      );
      expect(watch.take()).toEqual([]);
      await context.close();
    }, 180_000);
  });
});
