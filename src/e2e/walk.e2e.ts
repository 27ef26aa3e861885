import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, newContext, screenshotBoth, PHONE } from './browser';
import { newMember, newPlate, receiptPng, registerThroughApp, solveCaptcha, startCaptcha, verifyByWorkshop } from './members';

/** A car of the member's, added through the API with the app's own token; the dashboard is reloaded to show it. */
async function addCar(context: BrowserContext, page: Page, plate: string): Promise<void> {
  const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const added = await context.request.post('/api/vehicle', {
    headers: { Authorization: `Bearer ${accessToken}` },
    form: { model_brand: 'Perodua', model_name: 'Myvi', plate_number: plate, year_manufactured: '2019', mileage: '0' },
  });
  expect(added.status()).toBe(200);
  await page.goto('/loyalty');
  await page.getByText(plate).first().waitFor();
}

const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');

async function fillStep1(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Vehicle and workshop details' }).waitFor();
  await page.getByLabel('Workshop ID').fill('8888');
  await page.getByLabel('Current mileage (km)').fill('45210');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
}

async function fillStep2(page: Page): Promise<string> {
  const oil = page.locator('label.oil-option').first();
  await oil.click();
  await page.getByText('1 bottle', { exact: true }).click();
  const oilInput = `[id="${await oil.getAttribute('for')}"]`;
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Upload your receipt' }).waitFor();
  return oilInput;
}

/** A new member's walk through the add-service wizard, on a phone unless said otherwise. */
describeInBrowser('the add-service wizard, walked as a member would', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("keeps step 4's code and its polling across a reload and a return to the app, and no blank step 1 invites a second submission", async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await registerThroughApp(page, newMember());
    const plate = newPlate('WRL');
    await addCar(context, page, plate);

    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await fillStep1(page);
    await fillStep2(page);
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    const code = ((await page.getByTestId('transaction-id').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(stepOf(page)).toBe('4');

    await page.reload();
    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    await expect(page.getByTestId('transaction-id').textContent()).resolves.toBe(code);
    await page.getByText('Waiting for the workshop to verify…').waitFor();
    await expect(page.getByLabel('Workshop ID').count()).resolves.toBe(0);
    await screenshotBoth(page, 'walk-step4-after-reload');

    // The app opened again from its start page (the manifest's /loyalty): the car's Add Service shows the pending code, not a blank form.
    await page.goto('/loyalty');
    await page.getByText(plate).first().waitFor();
    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await page.getByRole('heading', { name: 'Service summary' }).waitFor();
    await expect(page.getByTestId('transaction-id').textContent()).resolves.toBe(code);

    // The poll runs again: the workshop's verification reaches the reopened page.
    const polled = page.waitForResponse((response) => response.url().includes(`/api/service/check/${code}`));
    await polled;
    await verifyByWorkshop(context.request, code);
    await page.getByText(`You're all set! Your service for vehicle ${plate} has been approved.`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'BACK TO DASHBOARD' }).click();
    await page.waitForURL('**/loyalty');

    // Once the workshop has answered, the car's Add Service starts a new run.
    await page.reload();
    await page.getByText(plate).first().waitFor();
    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await page.getByRole('heading', { name: 'Vehicle and workshop details' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("moves between steps with the browser's Back and Forward, keeping each step's entries, as Go Back does", async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await registerThroughApp(page, newMember());
    const plate = newPlate('WBK');
    await addCar(context, page, plate);

    await page.getByRole('button', { name: /Add Service/i }).first().click();
    await fillStep1(page);
    expect(stepOf(page)).toBe('2');
    const oilInput = await fillStep2(page);
    expect(stepOf(page)).toBe('3');
    await screenshotBoth(page, 'walk-step3');

    // Back: step 2 with the oil and quantity still chosen.
    await page.goBack();
    await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
    expect(stepOf(page)).toBe('2');
    await expect(page.locator(oilInput).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('1 bottle', { exact: true }).isChecked()).resolves.toBe(true);

    // Back again: step 1 with the workshop and mileage as typed.
    await page.goBack();
    await page.getByRole('heading', { name: 'Vehicle and workshop details' }).waitFor();
    await expect(page.getByLabel('Workshop ID').inputValue()).resolves.toBe('8888');
    await expect(page.getByLabel('Current mileage (km)').inputValue()).resolves.toBe('45210');
    await screenshotBoth(page, 'walk-back-to-step1');

    // Forward: step 2 as it was, then step 3.
    await page.goForward();
    await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
    await expect(page.locator(oilInput).isChecked()).resolves.toBe(true);
    await page.goForward();
    await page.getByRole('heading', { name: 'Upload your receipt' }).waitFor();

    // A reload keeps the step and its entries too.
    await page.reload();
    await page.getByRole('heading', { name: 'Upload your receipt' }).waitFor();

    // The page's own Go Back walks the same history: after it, the browser's Back leaves the wizard.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.getByRole('heading', { name: 'Oil variant and quantity' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.getByRole('heading', { name: 'Vehicle and workshop details' }).waitFor();
    await expect(page.getByLabel('Workshop ID').inputValue()).resolves.toBe('8888');
    expect(stepOf(page)).toBe('1');
    await page.goBack();
    await page.waitForURL('**/loyalty');
    await page.getByText(plate).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describeInBrowser('a member with the app open in two tabs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('refreshes the session once when both tabs find the access token stale at the same time, and stays signed in in both', async () => {
    const { context, page: first, consoleErrors } = await newContext(browser, PHONE);
    await registerThroughApp(first, newMember());
    const second = await context.newPage();
    await second.goto('/loyalty');
    await second.getByRole('heading', { level: 1 }).first().waitFor();

    // Both tabs' next calls are refused, as when the access token ran out while the phone slept.
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'access_token');
    await context.addCookies([{ ...cookie, value: 'expired-access-token' }]);

    // The refresh is held until each tab has had its own 401, so without a shared lock both tabs would send one.
    const refusedTabs = new Set<Page>();
    let bothRefused!: () => void;
    const refusedTwice = new Promise<void>((resolve) => {
      bothRefused = resolve;
    });
    context.on('response', (response) => {
      if (response.status() !== 401 || !response.url().includes('/api/')) return;
      refusedTabs.add(response.frame().page());
      if (refusedTabs.size === 2) bothRefused();
    });
    let refreshes = 0;
    await context.route('**/api/user/auth/token', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      refreshes += 1;
      await refusedTwice;
      return route.continue();
    });

    await Promise.all([first.reload(), second.reload()]);
    await refusedTwice;
    for (const tab of [first, second]) {
      await tab.waitForURL('**/loyalty');
      await tab.getByRole('link', { name: 'Add a vehicle' }).first().waitFor();
    }
    // Both tabs' calls went through again with the one new token.
    await expect(first.evaluate(() => fetch('/api/user/me', { headers: { Authorization: `Bearer ${document.cookie.match(/access_token=([^;]+)/)?.[1]}` } }).then((r) => r.status))).resolves.toBe(200);
    expect(refreshes).toBe(1);
    const [renewed] = (await context.cookies()).filter((c) => c.name === 'access_token');
    expect(renewed.value).not.toBe('expired-access-token');
    // The browser logs each refused call; nothing else went wrong.
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});

/** Where the focused element sits against the sticky header and the phone's fixed bottom bar. */
function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('.bottom-bar')?.getBoundingClientRect();
    const header = document.querySelector('.header')?.getBoundingClientRect();
    return {
      name: element.getAttribute('name') || element.textContent?.trim() || element.tagName,
      inMain: !!element.closest('main'),
      top: box.top,
      bottom: box.bottom,
      barTop: bar && bar.height > 0 ? bar.top : window.innerHeight,
      headerBottom: header?.bottom ?? 0,
    };
  });
}

describeInBrowser('the registration form, walked with the keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps each focused field clear of the bottom bar, shows no error for a field merely passed, and sends focus to the first error after an empty REGISTER', async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    await page.goto('/register');
    await startCaptcha(page);
    await page.locator('altcha-widget').waitFor();
    await page.getByLabel('Full Name (as per NRIC)').focus();

    const passed: string[] = [];
    for (let press = 0; press < 30; press += 1) {
      const place = await focusedPlace(page);
      if (!place.inMain) continue;
      passed.push(place.name);
      // Clear of the header and of the bar, whichever way the page had to scroll to show it.
      expect({ place, top: place.top >= place.headerBottom, bottom: place.bottom <= place.barTop }).toEqual({ place, top: true, bottom: true });
      if (place.name === 'Log in') break;
      await page.keyboard.press('Tab');
    }
    expect(passed).toEqual(expect.arrayContaining(['fullname', 'confirm_password', 'REGISTER', 'Log in']));
    // Passing the empty fields with Tab is not a mistake: nothing turned red.
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await expect(page.locator('.form-field__error').count()).resolves.toBe(0);
    await screenshotBoth(page, 'walk-register-tabbed');

    // A field changed and left shows its error at once.
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email Address').getAttribute('aria-invalid')).resolves.toBe('true');

    // An empty REGISTER: focus goes to the first field in error, shown clear of the bars with its error.
    await page.getByRole('button', { name: 'REGISTER' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'fullname');
    const first = await focusedPlace(page);
    expect(first.top).toBeGreaterThanOrEqual(first.headerBottom);
    expect(first.bottom).toBeLessThanOrEqual(first.barTop);
    await expect(page.getByLabel('Full Name (as per NRIC)').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#field-fullname-error').isVisible()).resolves.toBe(true);
    await screenshotBoth(page, 'walk-register-empty-submit');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describeInBrowser('the member site, polished', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("edit profile: the Change Password heading lines up with the other labels", async () => {
    const { context, page } = await newContext(browser, PHONE);
    await registerThroughApp(page, newMember());
    await page.goto('/edit-profile');
    const legend = page.locator('legend.form-field__label');
    await legend.waitFor();
    const label = page.locator('label[for="field-fullname"]');
    const [legendLeft, labelLeft] = await Promise.all([legend.evaluate((el) => el.getBoundingClientRect().left), label.evaluate((el) => el.getBoundingClientRect().left)]);
    expect(legendLeft).toBe(labelLeft);
    await legend.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'walk-edit-profile-password');
    await context.close();
  });

  it("captcha: the verified state shows its tick under a CSP that allows no inline style", async () => {
    const { context, page, consoleErrors } = await newContext(browser, PHONE);
    // The strictest style policy: whatever the server sends today, the widget must not need inline styles.
    await page.route('**/register', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy'].replace(/style-src [^;]*/, "style-src 'self'");
      await route.fulfill({ response, headers });
    });
    await page.goto('/register');
    await solveCaptcha(page);
    const box = page.locator('altcha-widget .altcha-checkbox input');
    const tick = page.locator('altcha-widget .altcha-checkbox svg');
    // Checked: a green box with the tick drawn over it, not a bare native checkbox.
    await expect(box.evaluate((el) => getComputedStyle(el).appearance)).resolves.toBe('none');
    await expect(box.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(24, 112, 64)');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('altcha-widget .altcha-checkbox svg')!).opacity === '1');
    await expect(tick.isVisible()).resolves.toBe(true);
    await page.locator('altcha-widget').scrollIntoViewIfNeeded();
    await page.locator('altcha-widget').screenshot({ path: 'test-results/screenshots/walk-captcha-verified.png' });
    expect(consoleErrors.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
    await context.close();
  });
});
