import type { Browser } from 'playwright-core';
import { describeInBrowser, downloadedBytes, launchBrowser, newContext, screenshotBoth, DESKTOP } from './browser';
import { addVirtualAuthenticator, carelineOrigin, invite, refuseOnceForStepUp } from './carelineStaff';
import { addCarWithService, latestCode, newMember, newPlate, registerThroughApp } from './members';

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
    const { link } = await invite('agent');
    const { context, page, consoleErrors } = await newContext(browser, DESKTOP, carelineOrigin());
    await addVirtualAuthenticator(context, page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Make a passkey' }).click();
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

  it('a supervisor changes a member’s number with a code and a passkey step-up: the old number is told and the old sessions end; then exports and removes the member’s data', async () => {
    const member = newMember();
    const memberSide = await newContext(browser);
    await registerThroughApp(memberSide.page, member);

    const { link } = await invite('supervisor');
    const { context, page, consoleErrors } = await newContext(browser, DESKTOP, carelineOrigin());
    await addVirtualAuthenticator(context, page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Make a passkey' }).click();
    await page.getByRole('link', { name: 'Find a member' }).waitFor();

    // The confirmation's first answer is the refusal of an older step-up; the step-up itself and the retried confirmation are the server's.
    const refusedOnce = await refuseOnceForStepUp(context, '**/mobile-number/confirm');
    await page.goto(`/careline/members/${member.mobile}`);
    await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();
    const newMobile = newMember().mobile;
    await page.getByLabel('New mobile number').fill(newMobile);
    await page.getByRole('button', { name: 'Send code to the new number' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('A code was sent to the new number. Ask the member to read it out.').waitFor();
    // The member reads out the code their new phone received.
    await page.getByLabel(`Code the member reads out from ${newMobile}`).fill(await latestCode(context.request, newMobile));
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Use my passkey' }).click();
    await page.waitForURL(`**/careline/members/${newMobile}`);
    await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();
    await page.getByRole('cell', { name: 'member.mobile_changed' }).first().waitFor();
    expect(refusedOnce()).toBe(true);

    // The old number is texted that the change happened.
    const outbox = await (await context.request.get(`/api/dev/sms-outbox?mobile_number=${member.mobile}`)).json();
    expect(outbox.result[0].message).toBe(`Quartz Loyalty: the mobile number of your account was changed to one ending ${newMobile.slice(-4)} by our careline. If you did not ask for this, call the careline at once.`);
    // The member's old session has ended: its refresh is refused, and the app sends them to log in.
    const refreshed = await memberSide.context.request.post('/api/user/auth/token', { data: {} });
    expect(refreshed.status()).toBe(401);
    await memberSide.page.goto('/edit-profile');
    await memberSide.page.waitForURL('**/login**');
    await memberSide.context.close();

    // PDPA access: everything held about the member, as a zip.
    await page.getByRole('heading', { name: 'Personal data (PDPA)' }).scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'careline-case-pdpa');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the data (.zip)' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^member-${newMobile}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect((await downloadedBytes(download)).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('The member\'s data is downloaded. Send it to the member only as they asked.').waitFor();

    // PDPA removal: only once the member's number is typed.
    const confirmField = page.getByLabel(`Type the member's number, +${newMobile}, to confirm`);
    await confirmField.fill(member.mobile);
    await page.getByRole('button', { name: 'Remove personal data' }).click();
    await page.getByText(`Type the number as shown: +${newMobile}`).waitFor();
    await confirmField.fill(`+${newMobile}`);
    await page.getByRole('button', { name: 'Remove personal data' }).click();
    await page.getByText(`The personal data of +${newMobile} is removed`, { exact: false }).waitFor();
    await screenshotBoth(page, 'careline-member-removed');
    const search = await context.request.get(`/api/ops/members/${newMobile}/case`, { headers: { authorization: `Bearer ${(await context.cookies()).find((cookie) => cookie.name === 'careline_access_token')!.value}` } });
    expect(search.status()).toBe(404);
    // Only the played 403 of the step-up.
    expect(consoleErrors.filter((text) => !/status of 403/.test(text))).toEqual([]);
    await context.close();
  }, 300_000);
});
