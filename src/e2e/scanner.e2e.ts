import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { workshopAppPaths } from '../shared/contract/workshopApp';
import { baseUrl, chromiumPath, describeInBrowser, launchBrowser, newContext, screenshotBoth, PHONE } from './browser';
import { recordCspViolations } from './csp';
import { addCar, latestCode, newMember, newPlate, registerThroughApp } from './members';
import { english, receiptShown, wizardToStep4 } from './wizard';
import { qrCodeVideo } from './qrVideo';
import { operatorHeaders } from './server';

/**
 * The counter app's camera scanner, on the counter's own screen: the member's phone at step 4 in
 * one Chromium, and the counter's in a second whose camera is a video file of that QR code.
 */

const STAFF_PASSWORD = 'Kaunter#2026';

/** A workshop of these journeys' own, whose owner no other journey creates. */
const WORKSHOP = 'KL1005';

/** Chromium whose camera films `video` (`--use-fake-device-for-media-stream`), with the journeys' usual flags. */
function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

/** The workshop's owner, as the careline creates one, with the password set from the texted code. */
async function workshopOwner(context: BrowserContext): Promise<{ national: string; mobile: string }> {
  const national = `17${String(Date.now() % 1e7).padStart(7, '0')}`;
  const mobile = `60${national}`;
  const created = await context.request.post(workshopAppPaths.opsOwner(WORKSHOP), {
    headers: operatorHeaders(),
    data: { name: 'Tan Ah Kow', mobile_number: mobile },
  });
  if (created.status() !== 200) throw new Error(`Creating workshop ${WORKSHOP}'s owner answered ${created.status()}: ${await created.text()}`);
  const tac = await latestCode(context.request, mobile);
  const set = await context.request.post(workshopAppPaths.password, { data: { mobile_number: mobile, tac, password: STAFF_PASSWORD } });
  if (set.status() !== 200) throw new Error(`Setting the owner's password answered ${set.status()}: ${await set.text()}`);
  return { national, mobile };
}

async function signInAtCounter(page: Page, national: string): Promise<void> {
  await page.goto('/workshop/');
  await page.getByLabel('Mobile number').fill(national);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('button', { name: 'SCAN' }).waitFor();
}

describeInBrowser("the counter app's camera scanner", () => {
  let memberBrowser: Browser;
  let counterBrowser: Browser | undefined;
  let owner: { national: string; mobile: string };
  beforeAll(async () => {
    memberBrowser = await launchBrowser();
    const setup = await newContext(memberBrowser, PHONE);
    owner = await workshopOwner(setup.context);
    await setup.context.close();
  });
  afterAll(async () => {
    await counterBrowser?.close();
    await memberBrowser?.close();
  });

  it("reads the member's step 4 QR code with the rear camera, shows the receipt and verifies; step 4 shows the verified popup, with no script or WebAssembly from elsewhere", async () => {
    // The member at the counter, at step 4 of the wizard on their phone.
    const member = await newContext(memberBrowser, PHONE);
    await registerThroughApp(member.page, newMember());
    const plate = newPlate('WSC');
    await addCar(member.context, plate);
    await member.page.reload();
    const transactionCode = await wizardToStep4(member.page, WORKSHOP, english);

    // The counter's phone, whose camera films that QR code.
    counterBrowser = await launchWithCamera(await qrCodeVideo(transactionCode));
    const { context, page, consoleErrors } = await newContext(counterBrowser, PHONE, baseUrl());
    const violations = await recordCspViolations(context);
    await context.grantPermissions(['camera']);
    await signInAtCounter(page, owner.national);
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'SCAN' }).click();
    await page.waitForURL(`**/workshop/service/${transactionCode}`, { timeout: 30_000 });
    await page.getByText(plate).first().waitFor();
    await receiptShown(page);
    await screenshotBoth(page, 'counter-scanned');
    // Chromium on Linux has no BarcodeDetector: the ZXing polyfill read it, with its .wasm from the counter app's own folder.
    expect(wasm).toEqual([expect.stringMatching(/^\/workshop\/assets\/zxing_reader\.[0-9a-f]{10}\.wasm$/)]);

    await page.getByRole('button', { name: 'VERIFY' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES, VERIFY' }).click();
    await page.getByRole('heading', { name: 'Verified' }).waitFor();
    // The member's step 4 hears of it on its next poll.
    await member.page.getByText(`You're all set! Your service for vehicle ${plate} has been approved.`).waitFor({ timeout: 15_000 });

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
    await member.context.close();
  }, 180_000);

  it('says a refused camera plainly and leaves the typed Service ID field in focus', async () => {
    // The journeys' own Chromium, with its camera but no permission for it: getUserMedia is refused.
    const { context, page } = await newContext(memberBrowser, PHONE);
    await signInAtCounter(page, owner.national);
    await page.getByRole('button', { name: /scan/i }).click();
    await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement, undefined, { timeout: 30_000 });
    await screenshotBoth(page, 'counter-camera-denied');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('text');
    await context.close();
  }, 120_000);
});
