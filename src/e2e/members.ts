import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';

export interface TestMember {
  fullname: string;
  national: string;
  /** Digits with the country code, as the API stores it. */
  mobile: string;
  email: string;
  password: string;
}

let counter = 0;

/** A member no other test uses: a unique Malaysian mobile number per call. */
export function newMember(): TestMember {
  counter += 1;
  const national = `1${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(2, '0')}`;
  return {
    fullname: 'Aisyah binti Rahman',
    national,
    mobile: `60${national}`,
    email: `aisyah.${national}@example.my`,
    password: 'Minyak#2026',
  };
}

/**
 * Brings the ALTCHA widget in, as a visitor does by starting to use the page: a pointer over its
 * stand-in, once the app has drawn it (events before the app runs are not seen).
 */
export async function startCaptcha(page: Page): Promise<void> {
  const standIn = page.locator('#captcha-stand-in');
  await page.locator('altcha-widget').or(standIn).first().waitFor();
  // A first screen from the HTML is inert until the app has started: a visitor's use of it before
  // then is nobody's to notice.
  await appStarted(page);
  // The widget may take the stand-in's place in the meantime: then there is nothing to hover.
  if (await standIn.count()) await standIn.hover({ timeout: 5_000 }).catch(() => undefined);
}

/** The app has hydrated (or rendered) its first screen: the root is no longer inert, and holds it. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert') && document.querySelector('#root *') !== null);
}

/**
 * Opens a page and waits for the app to start: a guest page's first screen comes in the HTML and is
 * inert until then, and what is typed into it meanwhile is lost (Playwright's fill still returns).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appStarted(page);
}

/** Ticks the ALTCHA checkbox and waits until the proof of work is solved. */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await startCaptcha(page);
  await widget.waitFor();
  const verified = widget.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        el.addEventListener('statechange', (event) => {
          if ((event as CustomEvent).detail?.state === 'verified') resolve();
        });
      }),
  );
  await page.locator('altcha-widget label').first().click();
  await verified;
}

/** The newest one-time code sent to a number, read from the development SMS outbox. */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/api/dev/sms-outbox?mobile_number=${mobile}`);
    const body = await res.json();
    const message: string | undefined = body.result?.[0]?.message;
    const code = message?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No code in the outbox for ${mobile}`);
}

/** Registers and verifies a member through the web app, skipping the survey; ends on /loyalty. */
export async function registerThroughApp(page: Page, member: TestMember): Promise<void> {
  await openPage(page, '/register');
  await page.getByLabel('Full Name (as per NRIC)').fill(member.fullname);
  await page.getByLabel('Date of Birth').fill('1988-11-02');
  await page.getByLabel('Mobile Number').fill(member.national);
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByLabel(/I have read and agree/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await page.waitForURL('**/register/tac-number');
  await page.getByLabel('Verification Code').fill(await latestCode(page.context().request, member.mobile));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL('**/register/survey');
  await page.getByRole('button', { name: 'Skip survey' }).click();
  await page.waitForURL('**/loyalty');
}

/** A small, real PNG (a 1x1 pixel) with bytes of its own, so no two receipts are duplicates. */
export function receiptPng(): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // Bytes after IEND are ignored by image readers but change the file's hash.
  return Buffer.concat([base, Buffer.from(`receipt-${Date.now()}-${Math.random()}`)]);
}

/** A plate no other test uses: letters, then the clock's last digits. */
export function newPlate(prefix = 'WQA'): string {
  counter += 1;
  return `${prefix}${String(Date.now() % 1e4).padStart(4, '0')}${counter % 10}`;
}

/** The member's access token, from the cookie the app keeps. */
export async function memberToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  if (!token) throw new Error('No access_token cookie: register or log in first');
  return token;
}

/** A car added through the API with the member's own token; answers its guid. */
export async function addCar(context: BrowserContext, plate: string): Promise<string> {
  const added = await context.request.post('/api/vehicle', {
    headers: { Authorization: `Bearer ${await memberToken(context)}` },
    form: { model_brand: 'Perodua', model_name: 'Myvi', plate_number: plate, year_manufactured: '2019', mileage: '0' },
  });
  if (added.status() !== 200) throw new Error(`Adding ${plate} answered ${added.status()}: ${await added.text()}`);
  return (await added.json()).result.guid;
}

/**
 * A car and one pending service at a workshop (8888 unless another is named), with a receipt (a
 * small PNG unless another is given), made through the API with the member's own token (the app's
 * cookie), as the app would send them.
 */
export async function addCarWithService(
  context: BrowserContext,
  plate: string,
  { workshopId = '8888', receipt = { buffer: receiptPng(), mimeType: 'image/png' } }: { workshopId?: string; receipt?: { buffer: Buffer; mimeType: string } } = {},
): Promise<{ vehicleGuid: string; transactionCode: string }> {
  const vehicleGuid = await addCar(context, plate);
  const submitted = await context.request.post('/api/service', {
    headers: { Authorization: `Bearer ${await memberToken(context)}` },
    multipart: {
      vehicle_guid: vehicleGuid,
      current_mileage: '45210',
      workshop_id: workshopId,
      oil: 'QUARTZ9000ENERGY0W40',
      total_bottle: '1',
      receipt_img: { name: receipt.mimeType === 'image/png' ? 'receipt.png' : 'receipt.jpg', ...receipt },
    },
  });
  if (submitted.status() !== 200) throw new Error(`Submitting a service for ${plate} answered ${submitted.status()}: ${await submitted.text()}`);
  return { vehicleGuid, transactionCode: (await submitted.json()).result.transaction_code };
}

/** Workshop 8888's key, which the careline issued once for the run (globalSetup.ts). */
export function workshopKey(): string {
  const key = process.env.E2E_WORKSHOP_KEY;
  if (!key) throw new Error('E2E_WORKSHOP_KEY is not set: run browser tests through jest (globalSetup)');
  return key;
}

/** Workshop 8888 verifies a service with its key (the run's server's, unless another is given). */
export async function verifyByWorkshop(request: APIRequestContext, transactionCode: string, key = workshopKey()): Promise<void> {
  const verified = await request.post(`/api/workshop/service/${transactionCode}/verify`, { headers: { 'X-Workshop-Key': key } });
  if (verified.status() !== 200) throw new Error(`Verifying ${transactionCode} answered ${verified.status()}: ${await verified.text()}`);
}

/** Failed map tiles on this offline machine: Chromium logs each as a console error naming the tile. */
const isTileFailure = (text: string, url: string) =>
  text === 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED' && /^https?:\/\/tile\.openstreetmap\.org\//.test(url);

/**
 * Console errors and uncaught errors of one page, with the address that logged them; `take()`
 * answers those since the last call, so a walk through many routes can name the route at fault.
 */
export function watchConsole(page: Page): { take: () => string[] } {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || isTileFailure(msg.text(), msg.location().url)) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
