import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, DESKTOP } from './browser';
import { addVirtualAuthenticator, Authenticator, carelineOrigin, invite, refuseOnceForStepUp } from './carelineStaff';
import { latestCode, newMember, registerThroughApp } from './members';

/** Opens a one-time link the way its email would: the whole address, token after #. */
async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Set up your careline sign-in' }).waitFor();
  // The token leaves the address bar as soon as it is read.
  expect(new URL(page.url()).hash).toBe('');
}

/** The console's header names the signed-in person and their role. */
async function expectSignedInAs(page: Page, email: string, role: string): Promise<void> {
  await page.getByRole('link', { name: 'Find a member' }).waitFor();
  await page.getByRole('banner').getByText(email).waitFor();
  await page.getByRole('banner').getByText(role, { exact: true }).waitFor();
}

describeInBrowser('signing in to the careline console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an invited administrator enrols with a passkey from the one-time link, signs out, and signs in with the passkey', async () => {
    const { email, link } = await invite('administrator');
    const { context, page, consoleErrors } = await newContext(browser, DESKTOP, carelineOrigin());
    await addVirtualAuthenticator(context, page);

    // Signed out, the console's pages send the visitor to sign in.
    await page.goto('/careline/members');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await screenshotBoth(page, 'careline-sign-in');

    await openLink(page, link);
    await page.getByText(`For ${email}, as Administrator. The link works once.`).waitFor();
    await screenshotBoth(page, 'careline-enrol');
    await page.getByRole('button', { name: 'Make a passkey' }).click();
    await expectSignedInAs(page, email, 'Administrator');
    await screenshotBoth(page, 'careline-signed-in');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectSignedInAs(page, email, 'Administrator');

    // The link worked once. Signing out ends once the server has revoked the session and the
    // sign-in page shows; an address typed before then still carries the session.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await page.goto(link);
    await page.getByText('This enrolment link is not valid: it was used, replaced or has expired. Ask an administrator for a new one').waitFor();
    // Only the used link's own 404.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await context.close();
  }, 180_000);

  it('an agent signs in with a passkey, finds a member, and cannot change the mobile number: the action is absent and the API refuses it', async () => {
    const member = newMember();
    const memberSide = await newContext(browser);
    await registerThroughApp(memberSide.page, member);
    await memberSide.context.close();

    const { email, link } = await invite('agent');
    const { context, page, consoleErrors } = await newContext(browser, DESKTOP, carelineOrigin());
    await addVirtualAuthenticator(context, page);
    await openLink(page, link);
    await page.getByRole('button', { name: 'Make a passkey' }).click();
    await expectSignedInAs(page, email, 'Agent');

    await page.getByRole('link', { name: 'Find a member' }).click();
    await page.getByLabel('Search').fill(member.mobile);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: member.fullname }).click();
    await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();

    // The account's changes are a supervisor's: none of them is offered.
    await page.getByText("are a supervisor's: ask one when the member needs them", { exact: false }).waitFor();
    for (const name of ['Send code to the new number', 'Change number', 'Allow', 'Release plate', 'Download the data (.zip)', 'Remove personal data']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await page.getByLabel('New mobile number').count()).toBe(0);
    await screenshotBoth(page, 'careline-agent-case');
    // And the server refuses the call all the same, with the agent's own session.
    const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'careline_access_token')!.value;
    const refused = await context.request.post(`/api/ops/members/${member.mobile}/mobile-number`, { headers: { authorization: `Bearer ${accessToken}` }, data: { mobile_number: '60199990001' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ status_code: 403, result: { reason: 'role_required', role: 'supervisor' }, error: 'Your role cannot do this: it needs a supervisor' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('a supervisor enrols with a password and an authenticator, signs in with them, and steps up for a number change', async () => {
    const member = newMember();
    const memberSide = await newContext(browser);
    await registerThroughApp(memberSide.page, member);
    await memberSide.context.close();

    const { email, link } = await invite('supervisor');
    const { context, page, consoleErrors } = await newContext(browser, DESKTOP, carelineOrigin());
    await openLink(page, link);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByLabel('Authenticator key').textContent())!.trim();
    await screenshotBoth(page, 'careline-enrol-authenticator');
    const authenticator = new Authenticator(secret);

    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Authenticator code').fill(await authenticator.next());
    await page.getByRole('button', { name: 'Finish and sign in' }).click();
    await page.getByText('Use at least 12 characters').waitFor();
    const password = 'a supervisor passphrase of the journeys';
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Finish and sign in' }).click();
    await expectSignedInAs(page, email, 'Supervisor');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email, password or authenticator code' }).waitFor();
    await page.getByLabel('Authenticator code').fill(await authenticator.next());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSignedInAs(page, email, 'Supervisor');

    // The confirmation's first answer is the refusal of an older step-up; the step-up itself and the retried confirmation are the server's.
    const refusedOnce = await refuseOnceForStepUp(context, '**/mobile-number/confirm');
    await page.goto(`/careline/members/${member.mobile}`);
    await page.getByRole('heading', { level: 1, name: member.fullname }).waitFor();
    const newMobile = newMember().mobile;
    await page.getByLabel('New mobile number').fill(newMobile);
    await page.getByRole('button', { name: 'Send code to the new number' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('A code was sent to the new number. Ask the member to read it out.').waitFor();
    const smsCode = await latestCode(context.request, newMobile);
    await page.getByLabel(`Code the member reads out from ${newMobile}`).fill(smsCode);
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await screenshotBoth(page, 'careline-step-up');
    await dialog.getByLabel('Authenticator code').fill(await authenticator.next());
    await dialog.getByRole('button', { name: 'Confirm with the code' }).click();
    // The retried confirmation changed the number: the case moves to it.
    await page.waitForURL(`**/careline/members/${newMobile}`);
    await page.getByRole('cell', { name: 'member.mobile_changed' }).first().waitFor();
    expect(refusedOnce()).toBe(true);
    // Only the wrong code's 400 and the played 403.
    expect(consoleErrors.filter((text) => !/status of (400|403)/.test(text))).toEqual([]);
    await context.close();
  }, 300_000);

  it('returns to sign-in with a plain message when the server ends the session for want of activity', async () => {
    const { email, link } = await invite('agent');
    const { context, page } = await newContext(browser, DESKTOP, carelineOrigin());
    await addVirtualAuthenticator(context, page);
    await openLink(page, link);
    await page.getByRole('button', { name: 'Make a passkey' }).click();
    await expectSignedInAs(page, email, 'Agent');

    // The journeys' server cannot move its clock 15 minutes: its answers after an idle quarter hour
    // are played here, a refused call and a refused refresh.
    await context.route('**/api/ops/members?**', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status_code: 401, result: null, error: 'Please sign in to the careline console' }) }));
    await context.route('**/api/careline/auth/token', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status_code: 401, result: null, error: 'Your careline session has ended. Please sign in again' }) }),
    );
    await page.getByRole('link', { name: 'Find a member' }).click();
    await page.getByLabel('Search').fill('Aisyah');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Your session ended after 15 minutes without activity. Please sign in again.').waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await screenshotBoth(page, 'careline-session-ended');

    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.getByText('Sesi anda tamat selepas 15 minit tanpa aktiviti. Sila log masuk semula.').waitFor();
    await context.close();
  }, 180_000);
});
