import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshot, PHONE } from './browser';
import { latestCode, newMember, openPage, solveCaptcha } from './members';

describeInBrowser("a member's account", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers, verifies, answers the survey, logs out and logs in back to the page it came from', async () => {
    const member = newMember();
    const { context, page, consoleErrors } = await newContext(browser, PHONE);

    await openPage(page, '/register');
    await page.getByLabel('Full Name (as per NRIC)').fill(member.fullname);
    await page.getByLabel('Date of Birth').fill('1990-05-15');
    await page.getByLabel('Mobile Number').fill(member.national);
    await page.getByLabel('Email Address').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password').fill(member.password);
    await page.getByLabel(/I have read and agree/).check();
    await solveCaptcha(page);
    await screenshot(page, 'register-phone');
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await page.waitForURL('**/register/tac-number');
    await page.getByText(`+${member.mobile}`).waitFor();
    const code = await latestCode(context.request, member.mobile);
    await page.getByLabel('Verification Code').fill(code);
    await screenshot(page, 'register-tac-phone');
    await page.getByRole('button', { name: 'VERIFY' }).click();

    await page.getByText('Thank you! Your registration is complete. Next up: register your vehicle.').waitFor();
    await page.getByRole('button', { name: 'CONTINUE' }).click();

    await page.waitForURL('**/register/survey');
    await page.getByLabel('Friend').check();
    await screenshot(page, 'survey-phone');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for completing our survey!').waitFor();
    await page.getByRole('button', { name: 'GO TO DASHBOARD' }).click();

    await page.waitForURL('**/loyalty');
    await page.getByRole('heading', { name: 'My Vehicles' }).waitFor();
    await page.getByText(member.fullname).first().waitFor();
    await screenshot(page, 'dashboard-phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('button', { name: 'YES' }).click();
    await page.waitForURL('**/login');

    // A member-only page remembers where the visitor was going, query string included.
    await page.goto('/edit-profile?section=password');
    await page.waitForURL('**/login');
    await page.getByLabel('Mobile Number').fill(member.national);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await solveCaptcha(page);
    await screenshot(page, 'login-phone');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL('**/edit-profile?section=password');
    await page.getByRole('button', { name: /Save Profile/i }).waitFor();
    await screenshot(page, 'edit-profile-phone');

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
