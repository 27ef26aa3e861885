import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, describeInBrowser, launchBrowser, screenshot, PHONE } from './browser';
import { latestCode, newMember, newPlate, receiptPng, solveCaptcha, workshopKey } from './members';

/** The member's access token, from the cookie the app keeps it in. */
async function accessToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  if (!token) throw new Error('No access_token cookie: register first');
  return token;
}

async function addCar(context: BrowserContext, plate: string): Promise<string> {
  const added = await context.request.post('/api/vehicle', {
    headers: { Authorization: `Bearer ${await accessToken(context)}` },
    form: { model_brand: 'Perodua', model_name: 'Myvi', plate_number: plate, year_manufactured: '2019', mileage: '0' },
  });
  if (added.status() !== 200) throw new Error(`Adding ${plate} answered ${added.status()}: ${await added.text()}`);
  return (await added.json()).result.guid;
}

describeInBrowser('a member in Bahasa Melayu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers in Malay, gets the code SMS, both inbox messages, the server refusal and the rejection popup in Malay', async () => {
    const member = newMember();
    // A phone set to Malay: the first visit opens in Malay and every request asks for it.
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), locale: 'ms-MY', timezoneId: 'Asia/Kuala_Lumpur', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Daftar' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ms');
    // The tab names the page in the member's language.
    await page.waitForFunction(() => document.title === 'Daftar · Program Kesetiaan Quartz', undefined, { timeout: 15_000 });
    await page.getByLabel('Nama Penuh (seperti dalam NRIC)').fill(member.fullname);
    await page.getByLabel('Tarikh Lahir').fill('1988-11-02');
    await page.getByLabel('Nombor Telefon Bimbit').fill(member.national);
    await page.getByLabel('Alamat E-mel').fill(member.email);
    await page.getByLabel('Kata Laluan', { exact: true }).fill(member.password);
    await page.getByLabel('Sahkan Kata Laluan').fill(member.password);
    await page.getByLabel(/Saya telah membaca dan bersetuju/).check();
    await solveCaptcha(page);
    await screenshot(page, 'malay-register-phone');
    await page.getByRole('button', { name: 'DAFTAR' }).click();
    await page.waitForURL('**/register/tac-number');

    const code = await latestCode(context.request, member.mobile);
    const outbox = await (await context.request.get(`/api/dev/sms-outbox?mobile_number=${member.mobile}`)).json();
    expect(outbox.result[0].message).toBe(
      `Kod pengesahan Quartz Loyalty anda ialah ${code}. Kod ini tamat tempoh dalam 10 minit. Jangan kongsi kod ini dengan sesiapa pun.`,
    );
    await page.getByLabel('Kod Pengesahan').fill(code);
    await page.getByRole('button', { name: 'SAHKAN' }).click();
    await page.getByText('Terima kasih! Pendaftaran anda telah lengkap.').waitFor();
    await page.getByRole('button', { name: 'TERUSKAN' }).click();
    await page.waitForURL('**/register/survey');
    await page.getByRole('button', { name: 'Langkau tinjauan' }).click();
    await page.waitForURL('**/loyalty');

    const profile = await (await context.request.get('/api/user/me', { headers: { Authorization: `Bearer ${await accessToken(context)}` } })).json();
    expect(profile.result.language).toBe('ms');

    // A first car's service, verified by the workshop.
    const verifiedPlate = newPlate('WMA');
    const firstReceipt = receiptPng();
    const submitted = await context.request.post('/api/service', {
      headers: { Authorization: `Bearer ${await accessToken(context)}` },
      multipart: {
        vehicle_guid: await addCar(context, verifiedPlate),
        current_mileage: '45210',
        workshop_id: '8888',
        oil: 'QUARTZ9000ENERGY0W40',
        total_bottle: '1',
        receipt_img: { name: 'receipt.png', mimeType: 'image/png', buffer: firstReceipt },
      },
    });
    const verifiedCode: string = (await submitted.json()).result.transaction_code;
    const key = workshopKey();
    expect((await context.request.post(`/api/workshop/service/${verifiedCode}/verify`, { headers: { 'X-Workshop-Key': key } })).status()).toBe(200);

    // A second car's service through the wizard on screen, rejected while step 4 waits.
    const rejectedPlate = newPlate('WMB');
    await addCar(context, rejectedPlate);
    await page.reload();
    await page.locator('article.vehicle-card', { hasText: rejectedPlate }).getByRole('button', { name: 'Tambah Servis' }).click();
    await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
    await page.getByLabel('ID Bengkel').fill('8888');
    await page.getByLabel('Perbatuan semasa (km)').fill('30500');
    await page.getByRole('button', { name: 'Seterusnya' }).click();
    await page.getByRole('heading', { name: 'Varian minyak dan kuantiti' }).waitFor();
    await page.locator('label.oil-option').first().click();
    await page.getByText('1 botol', { exact: true }).click();
    await page.getByRole('button', { name: 'Seterusnya' }).click();
    await page.getByRole('heading', { name: 'Muat naik resit anda' }).waitFor();

    // The first receipt again: the server's refusal is told in Malay, and nothing is submitted.
    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: firstReceipt });
    await page.getByRole('button', { name: 'HANTAR' }).click();
    const refusal = page.getByRole('alertdialog');
    await refusal.getByText('Resit ini telah pun dihantar.').waitFor();
    await screenshot(page, 'malay-duplicate-receipt-phone');
    await refusal.getByRole('button').first().click();

    await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
    await page.getByRole('button', { name: 'HANTAR' }).click();
    await page.getByRole('heading', { name: 'Ringkasan servis' }).waitFor();
    const rejectedCode = (await page.getByTestId('transaction-id').textContent())?.trim() ?? '';
    expect(rejectedCode).toMatch(/^[A-Z0-9]{10}$/);
    const rejected = await context.request.post(`/api/workshop/service/${rejectedCode}/reject`, {
      headers: { 'X-Workshop-Key': key },
      form: { reason: 'Resit tidak jelas' },
    });
    expect(rejected.status()).toBe(200);

    const popup = page.getByRole('alertdialog');
    await popup.getByText('Alamak! Penghantaran servis anda tidak diluluskan. Sila semak peti masuk anda untuk butiran.').waitFor();
    await screenshot(page, 'malay-rejected-popup-phone');
    await popup.getByRole('button', { name: 'KE PETI MASUK' }).click();
    await page.waitForURL('**/inbox');

    await page.getByText('Servis tidak diluluskan').first().click();
    await page
      .getByText(
        `Servis anda ${rejectedCode} untuk kenderaan ${rejectedPlate} tidak diluluskan. Sebab: Resit tidak jelas. Sila semak butiran anda dan hantar servis itu sekali lagi.`,
      )
      .waitFor();
    await page.getByText('Servis disahkan').first().click();
    await page
      .getByText(`Servis anda ${verifiedCode} untuk kenderaan ${verifiedPlate} telah disahkan oleh bengkel.`, { exact: false })
      .waitFor();
    await page.getByText('Selamat datang ke Program Kesetiaan Quartz').first().waitFor();
    await screenshot(page, 'malay-inbox-phone', { fullPage: true });

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
