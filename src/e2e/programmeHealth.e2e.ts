import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { describeInBrowser, downloadedBytes, launchBrowser, newContext, screenshotBoth, DESKTOP, PHONE } from './browser';
import { addVirtualAuthenticator, carelineOrigin, invite } from './carelineStaff';
import { createOwner, newStaffNumber, setFirstPassword } from './counterStaff';
import { addCarWithService, newMember, newPlate, registerThroughApp } from './members';
import { receiptPicture } from '../server/testing/receiptPictures';

/** A partner workshop no other journey uses. */
const WORKSHOP = 'TG1202';

/** A careline person of a role, enrolled with a passkey from their link, on the console's landing page. */
async function carelinePerson(browser: Browser, role: 'agent' | 'supervisor') {
  const { link } = await invite(role);
  const side = await newContext(browser, DESKTOP, carelineOrigin());
  await addVirtualAuthenticator(side.context, side.page);
  await side.page.goto(link);
  await side.page.getByRole('button', { name: 'Make a passkey' }).click();
  await side.page.getByRole('link', { name: 'Flagged services' }).waitFor();
  return side;
}

/** Today in Malaysia (UTC+8), as the reports name days. */
const malaysianToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describeInBrowser('programme health', () => {
  let browser: Browser;
  let original = '';
  let copy = '';
  let copyMember = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the workshop sees a re-encoded copy of another member’s receipt flagged as a possible duplicate before it verifies', async () => {
    const picture = await receiptPicture(Date.now() % 100_000);
    const first = await newContext(browser, PHONE);
    await registerThroughApp(first.page, newMember());
    original = (await addCarWithService(first.context, newPlate('WPH'), { workshopId: WORKSHOP, receipt: { buffer: picture, mimeType: 'image/png' } })).transactionCode;
    await first.context.close();

    // Another member sends the same receipt, shrunk and saved again as a JPEG.
    const second = await newContext(browser, PHONE);
    const member = newMember();
    copyMember = member.mobile;
    await registerThroughApp(second.page, member);
    const width = (await sharp(picture).metadata()).width!;
    const reshot = await sharp(picture).resize({ width: Math.round(width * 0.8) }).jpeg({ quality: 60 }).toBuffer();
    copy = (await addCarWithService(second.context, newPlate('WPH'), { workshopId: WORKSHOP, receipt: { buffer: reshot, mimeType: 'image/jpeg' } })).transactionCode;
    await second.context.close();

    const owner = newStaffNumber();
    await createOwner(WORKSHOP, owner);
    const staffSide = await newContext(browser, PHONE);
    const { page } = staffSide;
    await setFirstPassword(page, owner);
    await page.getByLabel('Service ID').fill(copy);
    await page.getByRole('button', { name: 'OPEN' }).click();
    await page.waitForURL(`**/workshop/service/${copy}`);
    const flags = page.getByRole('alert').filter({ hasText: 'Check before you verify' });
    await flags.getByText(`Possible duplicate receipt: it looks like the receipt of service ${original}, submitted by another member.`).waitFor();
    // Read before the button that acts on it.
    const [flagTop, verifyTop] = await Promise.all([flags.boundingBox(), page.getByRole('button', { name: 'VERIFY' }).boundingBox()]);
    expect(flagTop!.y).toBeLessThan(verifyTop!.y);
    await screenshotBoth(page, 'health-counter-duplicate');
    expect(staffSide.consoleErrors).toEqual([]);
    await staffSide.context.close();
    // Only a hang should fail it: about 30 s alone, it took over 300 s beside the rest of CI on a slowed host.
  }, 600_000);

  it('an agent works the flagged queue; a supervisor clears the flag after confirming', async () => {
    expect(copy).not.toBe('');
    const agent = await carelinePerson(browser, 'agent');
    const { page } = agent;
    await page.getByRole('link', { name: 'Flagged services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Flagged services' }).waitFor();
    await page.getByLabel('Kind of flag').selectOption('possible_duplicate_receipt');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${copy} · ${WORKSHOP}`) }) });
    await item.getByRole('note').getByText(`Possible duplicate receipt: it looks like the receipt of service ${original}, submitted by another member.`).waitFor();
    await item.getByText('Figures behind it').click();
    await item.getByText('Same member').waitFor();
    // Both receipts, side by side.
    await item.getByRole('button', { name: 'Show receipt' }).first().click();
    await item.getByRole('img', { name: `Receipt of service ${copy}` }).waitFor();
    await item.getByRole('button', { name: 'Show receipt' }).click();
    await item.getByRole('img', { name: `Receipt of service ${original}` }).waitFor();
    // An agent has no Clear.
    expect(await item.getByRole('button', { name: 'Clear flag' }).count()).toBe(0);
    await screenshotBoth(page, 'health-flagged-queue');
    await item.getByRole('link', { name: `Open the case of the other service (${original})` }).waitFor();
    await item.getByRole('link', { name: "Open the member's case" }).click();
    await page.waitForURL(`**/careline/members/${copyMember}`);
    expect(agent.consoleErrors).toEqual([]);
    await agent.context.close();

    const supervisor = await carelinePerson(browser, 'supervisor');
    const sp = supervisor.page;
    await sp.goto('/careline/flagged');
    const flagged = sp.getByRole('listitem').filter({ has: sp.getByRole('heading', { name: new RegExp(`^${copy} · ${WORKSHOP}`) }) });
    await flagged.getByRole('button', { name: 'Clear flag' }).click();
    const dialog = sp.getByRole('alertdialog', { name: 'Clear this flag?' });
    await dialog.waitFor();
    await screenshotBoth(sp, 'health-flagged-clear');
    await dialog.getByRole('button', { name: 'Clear flag' }).click();
    await sp.getByRole('status').getByText('The flag is cleared.').waitFor();
    await flagged.waitFor({ state: 'detached' });
    // It stays cleared on a fresh read.
    await sp.reload();
    await sp.getByRole('heading', { level: 1, name: 'Flagged services' }).waitFor();
    await sp.getByRole('listitem').first().or(sp.getByText('No open flags. Well done.')).first().waitFor();
    expect(await sp.getByRole('heading', { name: new RegExp(`^${copy} · `) }).count()).toBe(0);
    expect(supervisor.consoleErrors).toEqual([]);
    await supervisor.context.close();
  }, 240_000);

  it('a supervisor reads the reports and downloads one as CSV', async () => {
    expect(copy).not.toBe('');
    const supervisor = await carelinePerson(browser, 'supervisor');
    const { page } = supervisor;
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByRole('button', { name: 'Download CSV' }).first().waitFor();
    await screenshotBoth(page, 'health-reports');

    const services = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: /services/i }) }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), services.getByRole('button', { name: 'Download CSV' }).click()]);
    const today = malaysianToday();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^report-services-\\d{4}-\\d\\d-\\d\\d-to-${today}\\.csv$`));
    const csv = (await downloadedBytes(download)).toString('utf8').split('\r\n');
    expect(csv[0]).toBe('day,submitted,verified,rejected,expired');
    expect(csv.filter((line) => line !== '')).toHaveLength(31);
    // Today's row counts at least the two services this file submitted.
    const [, submitted] = csv.find((line) => line.startsWith(`${today},`))!.split(',');
    expect(Number(submitted)).toBeGreaterThanOrEqual(2);
    expect(supervisor.consoleErrors).toEqual([]);
    await supervisor.context.close();
  }, 240_000);
});
