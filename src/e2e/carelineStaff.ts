import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DESKTOP, newContext } from './browser';
import { e2eAdministrator } from './server';

/**
 * The careline's people for journeys: the run's first administrator (enrolled with a password and an
 * authenticator at start) signs in through the API and invites; each invitee enrols in the browser.
 */

const PERIOD_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);

/**
 * An authenticator app for a secret. The server takes each code's time step once and only a later one
 * after it, accepting the step before and after the current one; `next()` gives a code of a step
 * after the last one used, waiting (at most one step) until the clock allows it.
 */
export class Authenticator {
  private lastStep: number;
  private readonly totp: TOTP;

  constructor(secret: string, usedAt = Date.now()) {
    this.totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    this.lastStep = stepAt(usedAt);
  }

  get lastUsedStep(): number {
    return this.lastStep;
  }

  async next(): Promise<string> {
    const step = Math.max(stepAt(Date.now()), this.lastStep + 1);
    // The server accepts the next step's code: wait only when the one needed is two ahead.
    while (stepAt(Date.now()) + 1 < step) await new Promise((resolve) => setTimeout(resolve, 250));
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS });
  }
}

/** The origin the server names itself by (PUBLIC_URL's default, localhost): passkeys belong to it, not to 127.0.0.1. */
export const carelineOrigin = () => baseUrl().replace('127.0.0.1', 'localhost');

async function post(path: string, body: object, token?: string): Promise<{ status: number; result: any; error: string | null }> {
  const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { result: any; error: string | null };
  return { status: res.status, ...envelope };
}

/**
 * The run's first administrator is one person for every jest worker, and the server takes each of
 * their codes' steps once and never one before the last: workers take their turn through a lock
 * (a directory made atomically), beside a file of the last step used, and send the code while they
 * hold it, so no two send the same step, nor an earlier one after a later.
 */
async function withAdministratorCode<T>(secret: string, use: (code: string) => Promise<T>): Promise<T> {
  const dir = path.join(os.tmpdir(), `e2e-careline-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`);
  const lock = path.join(dir, 'lock');
  const lastStepFile = path.join(dir, 'last-step');
  fs.mkdirSync(dir, { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const last = fs.existsSync(lastStepFile) ? Number(fs.readFileSync(lastStepFile, 'utf8')) * PERIOD_MS : Date.now();
    const authenticator = new Authenticator(secret, last);
    const code = await authenticator.next();
    fs.writeFileSync(lastStepFile, String(authenticator.lastUsedStep));
    return await use(code);
  } finally {
    fs.rmdirSync(lock);
  }
}

let administrator: string | undefined;

/** The first administrator's session; signing in with the authenticator is a step-up (5 minutes) for the staff changes. */
async function administratorSession(): Promise<string> {
  if (!administrator) {
    const secret = process.env.E2E_OPERATOR_TOTP_SECRET;
    if (!secret) throw new Error('No E2E_OPERATOR_TOTP_SECRET: the browser run’s global setup makes it');
    const login = await withAdministratorCode(secret, (totp) => post('/api/careline/auth/login', { ...e2eAdministrator, totp }));
    if (login.status !== 200) throw new Error(`The administrator's sign-in answered ${login.status}: ${login.error}`);
    administrator = login.result.access_token as string;
  }
  return administrator;
}

let invited = 0;

/** Invites a new careline person with a role; answers their email and one-time enrolment link. */
export async function invite(role: 'agent' | 'supervisor' | 'administrator'): Promise<{ email: string; link: string }> {
  invited += 1;
  const email = `${role}.${Date.now() % 1e7}.${invited}@careline.example.com`;
  const res = await post('/api/careline/staff', { email, role }, await administratorSession());
  if (res.status !== 200) throw new Error(`Inviting ${email} answered ${res.status}: ${res.error}`);
  return { email, link: res.result.enrolment_link as string };
}

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform passkey
 * store with user verification that always succeeds, as a fingerprint reader would.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/**
 * A new careline person of `role`, enrolled with a passkey from their one-time link in a desktop
 * page of their own, and so signed in there.
 */
export async function enrolWithPasskey(browser: Browser, role: 'agent' | 'supervisor' | 'administrator') {
  const { email, link } = await invite(role);
  const opened = await newContext(browser, DESKTOP, carelineOrigin());
  await addVirtualAuthenticator(opened.context, opened.page);
  await opened.page.goto(link);
  await opened.page.getByRole('button', { name: 'Make a passkey' }).click();
  return { email, ...opened };
}

/**
 * A sign-in counts as a step-up for its first minutes, and the journeys' server cannot move its clock
 * past them: the first call matching `pattern` is answered as the server answers a session whose
 * step-up is older; later ones reach the server. Answers whether the refusal was played.
 */
export async function refuseOnceForStepUp(context: BrowserContext, pattern: string): Promise<() => boolean> {
  let refused = false;
  await context.route(pattern, (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ status_code: 403, result: { reason: 'step_up_required' }, error: 'Confirm it is you with your passkey or authenticator code, then try again' }),
    });
  });
  return () => refused;
}
