import type { Page } from 'playwright-core';
import { receiptPng } from './members';

/**
 * The member's side of the counter journeys: a car added through the API with the member's own
 * token, then the Add Service wizard on screen up to step 4, whose QR code and Service ID the
 * workshop reads.
 */

export interface WizardTexts {
  addService: RegExp;
  workshop: string;
  mileage: string;
  next: string;
  bottle: string;
  submit: string;
  summary: string;
}

export const english: WizardTexts = { addService: /Add Service/i, workshop: 'Workshop ID', mileage: 'Current mileage (km)', next: 'Next', bottle: '1 bottle', submit: 'SUBMIT', summary: 'Service summary' };
export const malay: WizardTexts = { addService: /Tambah Servis/i, workshop: 'ID Bengkel', mileage: 'Perbatuan semasa (km)', next: 'Seterusnya', bottle: '1 botol', submit: 'HANTAR', summary: 'Ringkasan servis' };

/** The member's wizard on screen, at the workshop, up to step 4; answers the Service ID it shows. */
export async function wizardToStep4(page: Page, workshop: string, texts: WizardTexts): Promise<string> {
  await page.getByRole('button', { name: texts.addService }).first().click();
  await page.waitForURL(/\/loyalty\/add-service(\?step=\d)?$/);
  await page.getByLabel(texts.workshop).fill(workshop);
  await page.getByLabel(texts.mileage).fill('45210');
  await page.getByRole('button', { name: texts.next }).click();
  await page.locator('label.oil-option').first().click();
  await page.getByText(texts.bottle, { exact: true }).click();
  await page.getByRole('button', { name: texts.next }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  await page.getByRole('button', { name: texts.submit }).click();
  await page.getByRole('heading', { name: texts.summary }).waitFor();
  const code = (await page.getByTestId('transaction-id').textContent())?.replace(/\s/g, '') ?? '';
  expect(code).toMatch(/^[0-9A-Z]{10}$/);
  return code;
}

/** The counter's service screen shows the receipt's picture, loaded. */
export async function receiptShown(page: Page): Promise<void> {
  const image = page.getByRole('img', { name: /^The receipt of service/ });
  await image.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img.receipt__image');
    return img !== null && img.complete && img.naturalWidth > 0;
  });
}
