import type { APIRequestContext, Page } from 'playwright-core';

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

/** Ticks the ALTCHA checkbox and waits until the proof of work is solved. */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
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
  await page.goto('/register');
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
