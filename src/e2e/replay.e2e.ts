import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshot, DESKTOP, PHONE } from './browser';
import { Authenticator } from './carelineStaff';
import { newMember, receiptPng, registerThroughApp } from './members';
import { e2eAdministrator, startServer, stopServer, type RunningServer } from './server';

/**
 * The replay's own server: whether a call reached it is read from its log, which the journeys
 * running beside this one would otherwise write to as well.
 */
let server: RunningServer;

/** Every request the server logged after `offset` bytes of its log: method and path. */
function requestsLoggedSince(offset: number): string[] {
  return fs
    .readFileSync(server.logFile, 'utf8')
    .slice(offset)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string } })
    .filter((entry) => entry.msg === 'incoming request' && entry.req)
    .map((entry) => `${entry.req!.method} ${entry.req!.url}`);
}

const logSize = () => fs.statSync(server.logFile).size;

const storageOf = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

describeInBrowser('support replay', () => {
  let browser: Browser;
  beforeAll(async () => {
    // With the careline's first administrator, who opens the file in the console.
    [browser, server] = await Promise.all([launchBrowser(), startServer({}, { careline: true })]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stopServer(server);
  });

  it("replays a member's diagnostic file read-only in the careline console, with no call of the replay reaching the server", async () => {
    // The member: registered with the outbox code, a car and a pending service made through the API.
    const member = newMember();
    const { context, page, consoleErrors } = await newContext(browser, PHONE, server.baseUrl);
    await registerThroughApp(page, member);
    const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'access_token')!.value;
    const auth = { Authorization: `Bearer ${accessToken}` };
    const plate = `RPL${String(Date.now()).slice(-5)}`;
    const added = await context.request.post('/api/vehicle', {
      headers: auth,
      form: { model_brand: 'Perodua', model_name: 'Myvi', plate_number: plate, year_manufactured: '2019', mileage: '0' },
    });
    expect(added.status()).toBe(200);
    const vehicleGuid: string = (await added.json()).result.guid;
    const submitted = await context.request.post('/api/service', {
      headers: auth,
      multipart: {
        vehicle_guid: vehicleGuid,
        current_mileage: '45210',
        workshop_id: '8888',
        oil: 'QUARTZ9000ENERGY0W40',
        total_bottle: '1',
        receipt_img: { name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() },
      },
    });
    expect(submitted.status()).toBe(200);
    const transactionCode: string = (await submitted.json()).result.transaction_code;

    // The member looks at the car and its service, then asks support for help.
    await page.goto('/loyalty');
    await page.getByText(plate).first().waitFor();
    await page.getByRole('button', { name: 'View More' }).first().click();
    await page.waitForURL('**/loyalty/service-information');
    await page.getByText(transactionCode).first().waitFor();
    // Within the app, as a member would go: the file is what the app holds now.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Customer Support' }).click();
    await page.waitForURL('**/contact-support');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download diagnostic file' }).click(),
    ]);
    await page.getByText('Your diagnostic file has been downloaded. Please send it to our support team.').waitFor();
    await screenshot(page, 'contact-support-diagnostic-phone', { fullPage: true });
    // Downloads go when their context closes; support gets a copy, as they would by email.
    const filePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-e2e-')), download.suggestedFilename());
    await download.saveAs(filePath);
    const fileText = fs.readFileSync(filePath, 'utf8');
    const file = JSON.parse(fileText);
    expect(download.suggestedFilename()).toMatch(/^quartz-diagnostic-.*\.json$/);
    expect(file).toMatchObject({ kind: 'quartz-loyalty-support-snapshot', version: 1, route: { pathname: '/contact-support' } });
    expect(file.app_version).toMatch(/\S/);
    expect(file.state.profile).toMatchObject({ fullname: member.fullname, password: '' });
    expect(file.state.vehicles.ids).toEqual([vehicleGuid]);
    expect(Object.values(file.state.services.entities)).toEqual([expect.objectContaining({ transaction_code: transactionCode, status: 0 })]);
    expect(fileText).not.toContain(accessToken);
    expect(fileText).not.toMatch(/token|eyJ[\w-]+\./i);
    expect(fileText).not.toContain(member.password);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The members' app carries no replay.
    const memberApp = await newContext(browser, DESKTOP, server.baseUrl);
    await memberApp.page.goto('/support/replay');
    await memberApp.page.getByText('ERROR 404').waitFor();
    await memberApp.context.close();

    // A careline person, in a browser that has never seen the member: signed out, the replay is sign-in.
    const staff = await newContext(browser, DESKTOP, server.baseUrl);
    await staff.page.goto('/careline/replay');
    await staff.page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    const authenticator = new Authenticator(server.operatorTotpSecret!);
    await staff.page.getByLabel('Email').fill(e2eAdministrator.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(e2eAdministrator.password);
    await staff.page.getByLabel('Authenticator code').fill(await authenticator.next());
    await staff.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await staff.page.getByRole('link', { name: 'Support replay' }).click();
    await staff.page.waitForURL('**/careline/replay');
    await staff.page.getByText('Drop a diagnostic file here').waitFor();
    await staff.page.waitForLoadState('networkidle');
    await screenshot(staff.page, 'support-replay-start-desktop');
    const staffCookies = await staff.context.cookies();
    const staffStorage = await storageOf(staff.page);

    // A file that is not a diagnostic file is refused with the reason, and nothing is recorded.
    let logOffset = logSize();
    await staff.page.locator('input[type=file]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": "quartz-loyalty-support-snapshot", "version": 1') });
    await staff.page.getByRole('alert').getByText('The file is not a JSON document.', { exact: false }).waitFor();
    await screenshot(staff.page, 'support-replay-refused-file-desktop');
    expect(requestsLoggedSince(logOffset).filter((line) => /\s\/api\//.test(line))).toEqual([]);

    logOffset = logSize();
    await staff.page.locator('input[type=file]').setInputFiles(filePath);
    const banner = staff.page.getByRole('region', { name: 'Support replay' });
    await banner.waitFor();
    await banner.getByText(`Member: ${member.fullname}, +${member.mobile}`, { exact: false }).waitFor();
    await banner.getByText('Read-only: nothing is sent to the server', { exact: false }).waitFor();
    expect(staff.page.url()).toMatch(/\/careline\/replay$/);
    // The opening is the console's one call, recorded under the person and the member.
    const audit = await staff.context.request.get(`/api/ops/audit?member=${member.mobile}&action=support.replay_opened`, { headers: { authorization: `Bearer ${server.operatorToken}` } });
    expect((await audit.json()).result.entries).toEqual([expect.objectContaining({ actor: `careline:${e2eAdministrator.email}`, action: 'support.replay_opened' })]);
    logOffset = logSize();

    // It opens where the member was, then shows the same dashboard and service page.
    await staff.page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await staff.page.getByRole('heading', { name: 'My Vehicles' }).waitFor();
    await staff.page.getByText(plate).first().waitFor();
    await staff.page.getByText(member.fullname).first().waitFor();
    await screenshot(staff.page, 'support-replay-dashboard-desktop');
    await staff.page.getByRole('button', { name: 'View More' }).first().click();
    await staff.page.getByText(transactionCode).first().waitFor();
    await staff.page.getByText('Pending', { exact: true }).first().waitFor();
    await banner.getByText('Page: /loyalty/service-information', { exact: false }).waitFor();
    await screenshot(staff.page, 'support-replay-service-information-desktop');

    // A write is refused, visibly, and sent nowhere.
    await staff.page.getByRole('link', { name: 'Back To Dashboard' }).first().click();
    await staff.page.getByRole('heading', { name: 'My Vehicles' }).waitFor();
    await staff.page.getByRole('link', { name: 'Add a vehicle' }).first().click();
    await staff.page.getByLabel('Brand').selectOption('Perodua');
    await staff.page.getByLabel('Model').selectOption('Axia');
    await staff.page.getByLabel('Plate number').fill('WXY9999');
    await staff.page.getByRole('button', { name: 'ADD VEHICLE' }).click();
    await banner.getByText('Not sent: this replay is read-only (addVehicle).').waitFor();
    const refusal = staff.page.getByRole('alertdialog', { name: 'This is a read-only replay: nothing was sent to the server.' });
    await refusal.waitFor();
    await staff.page.waitForTimeout(400);
    await screenshot(staff.page, 'support-replay-refused-desktop');
    await refusal.getByRole('button', { name: 'OK' }).click();

    await staff.page.setViewportSize(PHONE);
    await screenshot(staff.page, 'support-replay-refused-phone');

    // Nothing of the replay reached the server: no API call, no build check.
    const logged = requestsLoggedSince(logOffset).filter((line) => /\s\/api\/|\/meta\.json/.test(line));
    expect(logged).toEqual([]);
    // The log does record calls: the member's own are in it.
    expect(requestsLoggedSince(0)).toEqual(expect.arrayContaining(['POST /api/vehicle', 'POST /api/service']));

    // Leaving the replay finds the person's own console as it was.
    await banner.getByRole('button', { name: 'Leave replay' }).click();
    await staff.page.getByText('Drop a diagnostic file here').waitFor();
    await screenshot(staff.page, 'support-replay-start-phone');
    await staff.page.getByRole('banner').getByText(e2eAdministrator.email).waitFor();
    await staff.page.waitForTimeout(700);
    expect(await staff.context.cookies()).toEqual(staffCookies);
    const storageAfter = await storageOf(staff.page);
    expect(storageAfter).toBe(staffStorage);
    expect(storageAfter).not.toContain(member.fullname);
    expect(staff.consoleErrors).toEqual([]);
    await staff.context.close();
    fs.rmSync(path.dirname(filePath), { recursive: true, force: true });
  }, 150_000);
});
