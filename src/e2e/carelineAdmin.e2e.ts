import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, DESKTOP, baseUrl } from './browser';
import { addVirtualAuthenticator, carelineOrigin, invite } from './carelineStaff';

/** Confirms the dialog of an action; when the last step-up is older than 5 minutes, confirms it with the passkey too. */
async function confirm(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  const stepUp = page.getByRole('button', { name: 'Use my passkey' });
  // The action's outcome or the step-up dialog, whichever comes: only the dialog needs a click.
  await Promise.race([stepUp.waitFor().then(() => stepUp.click()), page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor()]).catch(() => undefined);
}

/** Enrols a person with a passkey from their one-time link, in a context of their own. */
async function enrol(browser: Browser, link: string, role: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newContext(browser, DESKTOP, carelineOrigin());
  await addVirtualAuthenticator(context, page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Make a passkey' }).click();
  await page.getByRole('banner').getByText(role, { exact: true }).waitFor();
  return { context, page };
}

async function api(path: string, headers: Record<string, string>, method = 'GET'): Promise<number> {
  return (await fetch(`${baseUrl()}${path}`, { method, headers })).status;
}

const person = (page: Page, email: string): Locator => page.getByRole('listitem', { name: email });

describeInBrowser('the careline’s administration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an administrator enrols, invites an agent and a supervisor, manages them, a workshop and a personal token', async () => {
    const first = await invite('administrator');
    const admin = await enrol(browser, first.link, 'Administrator');
    const { page } = admin;

    // Staff: invite an agent and a supervisor through the screen; each link is shown once, to hand over.
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await person(page, first.email).waitFor();
    const links: Record<string, { email: string; link: string }> = {};
    for (const [role, label] of [['agent', 'Agent'], ['supervisor', 'Supervisor']] as const) {
      const email = `${role}.${Date.now() % 1e7}@careline.example.com`;
      const inviteForm = page.getByRole('region', { name: 'Invite a person' });
      await inviteForm.getByLabel('Email').fill(email);
      await inviteForm.getByRole('combobox').selectOption(role);
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await page.getByRole('alertdialog').getByText(`Invite ${email} as ${label}?`).waitFor();
      await confirm(page);
      await page.getByRole('heading', { name: `One-time enrolment link for ${email}` }).waitFor();
      const link = await page.getByRole('textbox', { name: 'Enrolment link' }).inputValue();
      expect(link).toMatch(/\/careline\/enrol#\S+$/);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText(/^(Copied|Copy it by hand)$/).waitFor();
      if (role === 'supervisor') await screenshotBoth(page, 'careline-staff-link');
      await page.getByRole('button', { name: 'I have handed it over' }).click();
      await person(page, email).getByText('Not enrolled yet').waitFor();
      links[role] = { email, link };
    }

    // Each enrols from their link; an agent has no Staff screen.
    const agent = await enrol(browser, links.agent.link, 'Agent');
    await agent.page.getByRole('link', { name: 'Workshops' }).waitFor();
    expect(await agent.page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    const supervisor = await enrol(browser, links.supervisor.link, 'Supervisor');

    // The administrator sees them signed in, changes the agent's role, deactivates and reactivates the supervisor.
    await page.reload();
    await person(page, links.agent.email).getByText(/^Last sign-in /).waitFor();
    await page.getByLabel(`Role of ${links.agent.email}`).selectOption('supervisor');
    await person(page, links.agent.email).getByRole('button', { name: 'Change role' }).click();
    await confirm(page);
    await person(page, links.agent.email).getByText('The role is changed.').waitFor();
    await person(page, links.agent.email).getByText('Supervisor ·').waitFor();

    await person(page, links.supervisor.email).getByRole('button', { name: 'Deactivate' }).click();
    await confirm(page);
    await person(page, links.supervisor.email).getByText('Deactivated', { exact: true }).waitFor();
    await screenshotBoth(page, 'careline-staff');
    // Their open console is signed out at its next call.
    await supervisor.page.reload();
    await supervisor.page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await person(page, links.supervisor.email).getByRole('button', { name: 'Reactivate' }).click();
    await confirm(page);
    await person(page, links.supervisor.email).getByText('Reactivated: they can sign in again.').waitFor();
    await supervisor.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await supervisor.page.getByRole('banner').getByText('Supervisor', { exact: true }).waitFor();

    // Workshops: add one, create its owner, issue its key (shown once), cease it.
    await page.goto('/careline/workshops');
    await page.getByRole('heading', { level: 1, name: 'Workshops' }).waitFor();
    const id = `EA${Date.now() % 1e6}`;
    const number = `6039${String(Date.now() % 1e7).padStart(7, '0')}`;
    const addForm = page.getByRole('region', { name: 'Add a workshop' });
    await addForm.getByLabel('Workshop ID').fill(id.toLowerCase());
    await addForm.getByLabel('Name', { exact: true }).fill('Bengkel Ujian Pentadbir');
    await addForm.getByLabel('Address').fill('1, Jalan Pentadbir, 50000 Kuala Lumpur');
    await addForm.getByLabel('State').fill('Kuala Lumpur');
    await addForm.getByLabel("Workshop's number").fill(number);
    await addForm.getByRole('button', { name: 'Add workshop' }).click();
    await confirm(page);
    await page.getByText('The workshop is added.').waitFor();
    const workshop = page.getByRole('listitem', { name: `${id} Bengkel Ujian Pentadbir` });
    await workshop.getByText('No owner yet · No key yet').waitFor();

    await workshop.getByRole('button', { name: 'Create owner' }).click();
    await workshop.getByLabel("Owner's name").fill('Lim Boon Keng');
    await workshop.getByLabel("Owner's mobile number").fill(`6012${String(Date.now() % 1e7).padStart(7, '0')}`);
    await workshop.getByRole('button', { name: 'Create owner' }).first().click();
    await confirm(page);
    await workshop.getByText('The owner is created and was texted a code.').waitFor();

    await workshop.getByRole('button', { name: 'Issue a new key' }).click();
    await confirm(page);
    await page.getByRole('heading', { name: `New key for ${id}` }).waitFor();
    const key = await page.getByRole('textbox', { name: 'Workshop key' }).inputValue();
    expect(await api('/api/workshop/service/AAAAAAAAAA', { 'X-Workshop-Key': key })).toBe(404);
    await screenshotBoth(page, 'careline-workshops');
    await page.getByRole('button', { name: 'I have copied it' }).click();

    await workshop.getByRole('button', { name: 'Cease' }).click();
    await confirm(page);
    await workshop.getByText('Ceased', { exact: true }).waitFor();
    expect(await api('/api/workshop/service/AAAAAAAAAA', { 'X-Workshop-Key': key })).toBe(401);

    // The agent (now a supervisor) sees workshops read-only.
    await agent.page.goto('/careline/workshops');
    await agent.page.getByText('You can look workshops up; an administrator changes them.').waitFor();
    expect(await agent.page.getByRole('button', { name: 'Cease' }).count()).toBe(0);

    // My account: a personal token, shown once, works on the operator API until revoked.
    await page.goto('/careline/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('journey laptop');
    await page.getByLabel('Days it works (1 to 90)').fill('7');
    await page.getByRole('button', { name: 'Make token' }).click();
    const stepUp = page.getByRole('button', { name: 'Use my passkey' });
    const made = page.getByRole('heading', { name: 'Your new token “journey laptop”' });
    await Promise.race([stepUp.waitFor().then(() => stepUp.click()), made.waitFor()]);
    await made.waitFor();
    const token = await page.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
    expect(token).toMatch(/^clpat_/);
    expect(await api('/api/ops/workshops?q=EA', { Authorization: `Bearer ${token}` })).toBe(200);
    await screenshotBoth(page, 'careline-my-account');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByRole('listitem', { name: 'journey laptop' }).getByRole('button', { name: 'Revoke' }).click();
    await confirm(page);
    await page.getByRole('listitem', { name: 'journey laptop' }).getByText(/Revoked /).waitFor();
    expect(await api('/api/ops/workshops?q=EA', { Authorization: `Bearer ${token}` })).toBe(401);

    for (const side of [admin, agent, supervisor]) await side.context.close();
  }, 300_000);
});
