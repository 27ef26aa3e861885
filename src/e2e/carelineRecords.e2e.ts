import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, downloadedBytes, launchBrowser, newContext, screenshot, screenshotBoth, DESKTOP } from './browser';
import { enrolWithPasskey } from './carelineStaff';
import { newMember, registerThroughApp } from './members';

/** The stock table's row of a value, as its cells read: value, loaded, given, left. */
async function stockRow(page: Page, value: string): Promise<string[]> {
  const row = page.getByRole('table', { name: /PINs by value/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: value, exact: true }) });
  return row.locator('th, td').allTextContents();
}

describeInBrowser('the careline’s records: the audit log and the festive PINs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a supervisor finds their own case-opened entry in the audit log, downloads it as CSV, loads a PIN file and sees the stock change', async () => {
    const member = newMember();
    const memberSide = await newContext(browser);
    await registerThroughApp(memberSide.page, member);
    await memberSide.context.close();

    const { email, context, page, consoleErrors } = await enrolWithPasskey(browser, 'supervisor');
    await page.getByRole('link', { name: 'Find a member' }).waitFor();

    // Opening the case is audited under the supervisor.
    await page.goto(`/careline/members/${member.mobile}`);
    await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();

    await page.goto('/careline');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByText(/entr(y|ies) shown/).waitFor();
    await page.getByLabel('Person').fill(email);
    await page.getByLabel('Action').selectOption({ label: "Opened a member's case" });
    await page.getByRole('button', { name: 'Show entries' }).click();
    await page.getByText('1 entry shown').waitFor();
    const row = page.getByRole('table').getByRole('row').nth(1);
    await row.getByText("Opened a member's case").waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe(`careline:${email}`);
    const subject = (await row.locator('td').nth(3).textContent()) ?? '';
    expect(subject).toMatch(/^member:\d+$/);
    await screenshotBoth(page, 'careline-audit-log');
    // On a phone each entry is a card of labelled lines, below the filters (and the header row is hidden).
    await page.getByRole('row', { name: /Opened a member's case/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'careline-audit-log-entry-phone');
    await page.setViewportSize(DESKTOP);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedBytes(download)).toString('utf8').trim().split('\r\n');
    expect(csv[0]).toBe('id,created_at,actor,action,subject,details');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(new RegExp(`^\\d+,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,careline:${email.replace(/\./g, '\\.')},case\\.opened,${subject},`));

    await page.goto('/careline');
    await page.getByRole('link', { name: 'Festive PINs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Festive reload PINs' }).waitFor();
    await page.getByRole('table', { name: /PINs by value/ }).waitFor();
    const [, loaded10, , left10] = (await stockRow(page, 'RM10')).map(Number);
    const [, loaded30, , left30] = (await stockRow(page, 'RM30')).map(Number);

    // A file with a bad line loads nothing and says which line.
    const stamp = String(Date.now()).slice(-8);
    await page.getByLabel('CSV file of PINs').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`10,E2E${stamp}A\n20,E2E${stamp}B\n`) });
    await page.getByRole('button', { name: 'Load PINs' }).click();
    await page.getByRole('alert').getByText('Fix line 2 and load the file again; nothing was added.').waitFor();
    const readAgain = page.getByRole('button', { name: 'Read again' });
    await readAgain.click();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.page-heading__actions button')?.disabled);
    expect((await stockRow(page, 'RM10')).map(Number).slice(1)).toEqual([loaded10, expect.any(Number), left10]);

    const pins = `amount,pin\n10,E2E${stamp}A\n30,E2E${stamp}C\n10,E2E${stamp}A\n`;
    await page.getByLabel('CSV file of PINs').setInputFiles({ name: 'pins.csv', mimeType: 'text/csv', buffer: Buffer.from(pins) });
    await page.getByRole('button', { name: 'Load PINs' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'pins.csv' });
    await outcome.getByText('pins.csv: 2 PINs added.').waitFor();
    await outcome.getByText('1 duplicate skipped (already in the pool or earlier in the file): line 4.').waitFor();
    await page.waitForFunction(
      ([before]) => {
        const cells = [...document.querySelectorAll('table tr')].find((tr) => tr.querySelector('th')?.textContent === 'RM10')?.querySelectorAll('td');
        return cells !== undefined && Number(cells[0].textContent) === before + 1;
      },
      [loaded10],
    );
    expect((await stockRow(page, 'RM10')).map(Number).slice(1)).toEqual([loaded10 + 1, expect.any(Number), left10 + 1]);
    expect((await stockRow(page, 'RM30')).map(Number).slice(1)).toEqual([loaded30 + 1, expect.any(Number), left30 + 1]);
    await page.getByRole('heading', { name: 'Entries waiting for a PIN' }).waitFor();
    await screenshotBoth(page, 'careline-festive-pins');
    await page.getByRole('table', { name: /PINs by value/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'careline-festive-pins-stock-phone');

    // Only the refused file's own 400.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  }, 240_000);
});
