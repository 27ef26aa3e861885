import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, PHONE } from './browser';
import { addCar, addCarWithService, newMember, newPlate, registerThroughApp } from './members';
import { createOwner, newStaffNumber, setFirstPassword, signIn } from './counterStaff';
import { expectNoAxeViolations } from './axe';
import { english, malay, receiptShown, wizardToStep4 } from './wizard';

/** A partner workshop no other journey uses, so its pending list is this file's alone. */
const WORKSHOP = 'TG1203';

/** Waits until the receipt's image has its pixels, not only its element. */

describeInBrowser('the workshop counter app', () => {
  let browser: Browser;
  const owner = newStaffNumber();

  beforeAll(async () => {
    browser = await launchBrowser();
    // The careline creates the workshop's owner; their number is texted a code to set a password.
    await createOwner(WORKSHOP, owner);
  });
  afterAll(() => browser?.close());

  it('the owner sets a password, types a member’s Service ID, sees the receipt and verifies; step 4 shows the verified popup', async () => {
    const memberSide = await newContext(browser, PHONE);
    const member = newMember();
    await registerThroughApp(memberSide.page, member);
    const plate = newPlate('WKA');
    await addCar(memberSide.context, plate);
    await memberSide.page.reload();
    const code = await wizardToStep4(memberSide.page, WORKSHOP, english);

    const staffSide = await newContext(browser, PHONE);
    const { page } = staffSide;
    await setFirstPassword(page, owner);
    await page.getByText('Tan Ah Kow · Dungun Auto Centre').waitFor();
    // The tab names the page and the counter app.
    await expect(page.title()).resolves.toBe('Counter · Quartz Workshop Counter');
    // The member's service waits in the list, with its age and the time left before the 5-day limit.
    const row = page.getByRole('link', { name: new RegExp(plate) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/left/);
    await expectNoAxeViolations(page, 'the counter');
    await screenshotBoth(page, 'workshop-counter');

    // Typed as read aloud: small letters, spaces and dashes.
    await page.getByLabel('Service ID').fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3, 6)} ${code.slice(6).toLowerCase()}`);
    await page.getByRole('button', { name: 'OPEN' }).click();
    await page.waitForURL(`**/workshop/service/${code}`);
    await page.getByText(/^Aisyah · 60\d+\*+\d+$/).waitFor();
    await page.getByText(plate).first().waitFor();
    await receiptShown(page);
    await expectNoAxeViolations(page, 'a service');
    await screenshotBoth(page, 'workshop-service');

    await page.getByRole('button', { name: 'VERIFY' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(new RegExp(`Verify service .* for ${plate}\\?`)).waitFor();
    await confirm.getByRole('button', { name: 'YES, VERIFY' }).click();
    await page.getByRole('heading', { name: 'Verified' }).waitFor();
    await page.getByText(/^1 × Quartz /).waitFor();
    await expectNoAxeViolations(page, 'a verified service');
    await screenshotBoth(page, 'workshop-verified');

    // The member's step 4 hears of it on its next poll.
    await memberSide.page.getByText(`You're all set! Your service for vehicle ${plate} has been approved.`).waitFor({ timeout: 15_000 });

    await page.getByRole('link', { name: 'SCAN THE NEXT' }).click();
    await page.waitForURL('**/workshop/counter');
    await page.getByRole('link', { name: 'Today' }).click();
    await page.getByRole('heading', { level: 1, name: 'Today and this month' }).waitFor();
    await expect(page.locator('.figure', { hasText: 'Verified' }).locator('dd').textContent()).resolves.toBe('1');
    await screenshotBoth(page, 'workshop-today');

    expect(staffSide.consoleErrors).toEqual([]);
    await staffSide.context.close();
    await memberSide.context.close();
  }, 240_000);

  it('rejects a service found by its plate with a listed reason; the member reads it in Malay', async () => {
    const memberSide = await newContext(browser, PHONE);
    await registerThroughApp(memberSide.page, newMember());
    const plate = newPlate('WKB');
    await addCar(memberSide.context, plate);
    await memberSide.page.reload();
    await memberSide.page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    const code = await wizardToStep4(memberSide.page, WORKSHOP, malay);

    const staffSide = await newContext(browser, PHONE);
    const { page } = staffSide;
    await page.goto('/workshop/');
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    await screenshotBoth(page, 'workshop-sign-in');
    await signIn(page, owner);
    await page.getByRole('link', { name: 'Search' }).click();
    await page.getByLabel('Plate number or Service ID').fill(plate.toLowerCase());
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await page.getByText('1 service found').waitFor();
    await page.getByRole('link', { name: new RegExp(plate) }).click();
    await page.waitForURL(`**/workshop/service/${code}`);
    await receiptShown(page);

    await page.getByRole('button', { name: 'REJECT' }).click();
    await page.getByLabel('The mileage is wrong').check();
    await expectNoAxeViolations(page, 'rejecting a service');
    await screenshotBoth(page, 'workshop-reject');
    await page.getByRole('button', { name: 'REJECT SERVICE' }).click();
    await page.getByRole('heading', { name: 'Rejected' }).waitFor();
    await page.getByText('Reason: The mileage is wrong').waitFor();

    const popup = memberSide.page.getByRole('alertdialog');
    await popup.getByText('Alamak! Penghantaran servis anda tidak diluluskan. Sila semak peti masuk anda untuk butiran.').waitFor({ timeout: 15_000 });
    await popup.getByRole('button', { name: 'KE PETI MASUK' }).click();
    await memberSide.page.waitForURL('**/inbox');
    await memberSide.page.getByText('Servis tidak diluluskan').first().click();
    await memberSide.page.getByText(`Servis anda ${code} untuk kenderaan ${plate} tidak diluluskan. Sebab: Bacaan perbatuan tidak betul.`, { exact: false }).waitFor();

    // The counter in Malay, as the member reads it.
    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.getByRole('heading', { name: 'Ditolak' }).waitFor();
    await page.getByText('Sebab: Bacaan perbatuan tidak betul').waitFor();
    await screenshotBoth(page, 'workshop-rejected-ms');

    expect(staffSide.consoleErrors).toEqual([]);
    await staffSide.context.close();
    await memberSide.context.close();
  }, 240_000);

  it('says what to hand over for a free bottle, and shows flags above VERIFY', async () => {
    const memberSide = await newContext(browser, PHONE);
    await registerThroughApp(memberSide.page, newMember());
    const { transactionCode: code } = await addCarWithService(memberSide.context, newPlate('WKC'), { workshopId: WORKSHOP });

    const staffSide = await newContext(browser, PHONE);
    const { page } = staffSide;
    await signIn(page, owner);
    // A free bottle takes three paid bottles a month apart, which the journey cannot wait for: the
    // server's real answers pass through with this service marked as the free bottle, and a flag.
    await page.route(`**/api/workshop/counter/services/${code}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.free_oil = true;
      body.result.flags = [
        { kind: 'receipt_seen_before', reason: 'This receipt looks like one submitted for another service', figures: { distance: 3 } },
        { kind: 'mileage_below_recorded', reason: 'The mileage, 30,000 km, is below the 60,000 km the car was registered with.', figures: { mileage: 30000, recorded_mileage: 60000, recorded_in: null } },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.route(`**/api/workshop/counter/services/${code}/verify`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.hand_over = body.result.hand_over.map((item: Record<string, unknown>) => ({ ...item, bottles: 1, free_of_charge: true }));
      await route.fulfill({ response, json: body });
    });
    await page.getByLabel('Service ID').fill(code);
    await page.getByRole('button', { name: 'OPEN' }).click();
    await page.getByText(/^Free bottle: hand over 1 × Quartz 9000/).waitFor();
    const flags = page.getByRole('alert').filter({ hasText: 'Check before you verify' });
    // A kind the counter does not know shows the server's reason; a known one is worded from its figures.
    await flags.getByText('This receipt looks like one submitted for another service').waitFor();
    await flags.getByText('The mileage, 30,000 km, is below the 60,000 km the car was registered with.').waitFor();
    // The flag is read before the button that acts on it.
    const [flagTop, verifyTop] = await Promise.all([flags.boundingBox(), page.getByRole('button', { name: 'VERIFY' }).boundingBox()]);
    expect(flagTop!.y).toBeLessThan(verifyTop!.y);
    await expectNoAxeViolations(page, 'a flagged free bottle');
    await screenshotBoth(page, 'workshop-free-bottle');

    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES, VERIFY' }).click();
    await page.getByText(/^1 × Quartz 9000 .* free of charge$/).waitFor();
    await screenshotBoth(page, 'workshop-free-bottle-handover');

    expect(staffSide.consoleErrors).toEqual([]);
    await staffSide.context.close();
    await memberSide.context.close();
  }, 240_000);

  it('the owner adds a staff member, who sets a password with the texted code; issues a new workshop key seen once; removes the staff member', async () => {
    const ownerSide = await newContext(browser, PHONE);
    const { page } = ownerSide;
    await signIn(page, owner);
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    const staff = newStaffNumber();
    await page.getByLabel('Name').fill('Muthu a/l Raman');
    await page.getByLabel('Mobile number').fill(staff.national);
    await page.getByRole('button', { name: 'ADD' }).click();
    await page.getByRole('dialog').getByText(/^Muthu a\/l Raman is added\./).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Staff · Password not set yet').waitFor();
    await expectNoAxeViolations(page, 'the staff');
    await screenshotBoth(page, 'workshop-staff');

    const staffSide = await newContext(browser, PHONE);
    await setFirstPassword(staffSide.page, staff);
    await staffSide.page.getByText('Muthu a/l Raman · Dungun Auto Centre').waitFor();
    // Staff work the counter; the owner's pages are not theirs.
    expect(await staffSide.page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await staffSide.page.goto('/workshop/key');
    await staffSide.page.waitForURL('**/workshop/counter');

    await page.getByRole('link', { name: 'Workshop key' }).click();
    await page.getByText(/Issuing a new key stops the old one at once/).waitFor();
    await page.getByRole('button', { name: 'ISSUE A NEW KEY' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES, ISSUE' }).click();
    const key = (await page.getByTestId('workshop-key').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(20);
    await page.getByText(/This key is shown only once/).waitFor();
    await expectNoAxeViolations(page, 'the new workshop key');
    await screenshotBoth(page, 'workshop-key');
    // The key is the workshop's: a code it does not know is not found, rather than the key refused.
    const lookup = await ownerSide.context.request.get('/api/workshop/service/ZZZZZZZZZZ', { headers: { 'X-Workshop-Key': key } });
    expect(lookup.status()).toBe(404);
    // Shown once: back on the page, only the button to issue another.
    await page.getByRole('link', { name: 'Counter' }).click();
    await page.getByRole('link', { name: 'Workshop key' }).click();
    await page.getByRole('button', { name: 'ISSUE A NEW KEY' }).waitFor();
    expect(await page.getByTestId('workshop-key').count()).toBe(0);

    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Remove Muthu a/l Raman' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES, REMOVE' }).click();
    await page.getByText('Muthu a/l Raman').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/workshop\/?$/);
    await page.getByRole('heading', { level: 1, name: 'Quartz Workshop Counter' }).waitFor();

    expect(ownerSide.consoleErrors).toEqual([]);
    await staffSide.context.close();
    await ownerSide.context.close();
  }, 240_000);

  it('SCAN says plainly when the camera cannot be used, and leaves the typed field in focus', async () => {
    const { context, page } = await newContext(browser, PHONE);
    await signIn(page, owner);
    await page.getByRole('button', { name: 'SCAN' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /camera|Service ID instead/ });
    await alert.first().waitFor();
    // The field takes the focus as the notice appears: wait for that state, then check it.
    await page.waitForFunction(() => document.activeElement?.id === 'field-serviceId', undefined, { timeout: 15_000 });
    await screenshotBoth(page, 'workshop-camera-unavailable');
    await context.close();
  }, 120_000);
});
