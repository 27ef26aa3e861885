import type { Page } from 'playwright-core';
import { latestCode } from './members';
import { operatorHeaders } from './server';

/** The counter app's people for journeys: a workshop's owner made by the careline, who sets a password with the texted code. */

export const STAFF_PASSWORD = 'Kaunter#2026';

let counter = 0;
/** A Malaysian number no other account uses. */
export function newStaffNumber(): { national: string; mobile: string } {
  counter += 1;
  const national = `17${String(Date.now() % 1e6).padStart(6, '0')}${counter % 10}`;
  return { national, mobile: `60${national}` };
}

/** The careline makes a workshop's owner; their number is texted a code to set a password. */
export async function createOwner(workshopId: string, owner: { mobile: string }, name = 'Tan Ah Kow'): Promise<void> {
  const created = await fetch(`${process.env.E2E_BASE_URL}/api/ops/workshops/${workshopId}/owner`, {
    method: 'POST',
    headers: { ...operatorHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, mobile_number: owner.mobile }),
  });
  if (created.status !== 200) throw new Error(`Creating the owner answered ${created.status}: ${await created.text()}`);
}

/** A staff member's first password, with the code texted when their account was made. */
export async function setFirstPassword(page: Page, staff: { national: string; mobile: string }): Promise<void> {
  await page.goto('/workshop/');
  await page.getByRole('link', { name: 'Set your password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
  await page.getByLabel('Mobile number').fill(staff.national);
  await page.getByRole('button', { name: 'I already have a code' }).click();
  await page.getByLabel('Code from the SMS').fill(await latestCode(page.context().request, staff.mobile));
  await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm new password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'SET PASSWORD' }).click();
  await page.waitForURL('**/workshop/counter');
  await page.getByRole('heading', { level: 1, name: 'Counter' }).waitFor();
}

export async function signIn(page: Page, staff: { national: string }): Promise<void> {
  await page.goto('/workshop/');
  await page.getByRole('heading', { level: 1, name: 'Quartz Workshop Counter' }).waitFor();
  await page.getByLabel('Mobile number').fill(staff.national);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL('**/workshop/counter');
}
