import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth } from './browser';
import { enrolWithPasskey } from './carelineStaff';
import { addCarWithService, newMember, newPlate, registerThroughApp } from './members';

describeInBrowser('the careline console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('finds a member by plate, opens the case with the receipt inline, verifies the pending service, and lists the queue', async () => {
    const member = newMember();
    const plate = newPlate('WCL');
    const memberSide = await newContext(browser);
    await registerThroughApp(memberSide.page, member);
    const { transactionCode } = await addCarWithService(memberSide.context, plate);
    await memberSide.context.close();

    // An agent of the careline, enrolled with a passkey from their link.
    const { context, page, consoleErrors } = await enrolWithPasskey(browser, 'agent');
    await page.getByRole('link', { name: 'Find a member' }).click();
    await page.getByLabel('Search').fill(`${plate.slice(0, 3).toLowerCase()} ${plate.slice(3)}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: '1 member found' }).waitFor();
    await screenshotBoth(page, 'careline-search');

    await page.getByRole('link', { name: member.fullname }).click();
    await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();
    await page.getByText(`${plate} · Perodua Myvi`).waitFor();
    await page.getByRole('button', { name: 'Show receipt' }).click();
    await page.getByRole('img', { name: `Receipt of service ${transactionCode}` }).waitFor();
    await screenshotBoth(page, 'careline-case');

    await page.goto('/careline/pending');
    await page.getByRole('heading', { level: 1, name: 'Pending services' }).waitFor();
    await page.getByText(/services? waiting, the nearest the 5-day limit first/).waitFor();
    // By its heading: another service's flag may name this one (a receipt seen twice).
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${transactionCode} `) }) });
    await item.getByRole('button', { name: 'Show receipt' }).click();
    await item.getByRole('img', { name: `Receipt of service ${transactionCode}` }).waitFor();
    await screenshotBoth(page, 'careline-pending');

    await item.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await item.waitFor({ state: 'detached' });

    await page.goto(`/careline/members/${member.mobile}`);
    await page.getByText(new RegExp(`${transactionCode} · verified`)).waitFor();
    await page.getByRole('cell', { name: 'case.opened' }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
