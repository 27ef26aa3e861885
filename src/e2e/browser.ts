import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Download, type Page } from 'playwright-core';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (`apt-get install -y chromium`). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const hasChromium = fs.existsSync(chromiumPath);

/**
 * `describe` for browser journeys: without Chromium the journeys are skipped on a developer's
 * machine with a notice, but under CI=true a missing browser fails the run.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (hasChromium) return describe(name, body);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH`);
      });
    });
  }
  console.warn(`Skipping browser journeys: Chromium not found at ${chromiumPath}`);
  return describe.skip(name, body);
}

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The run's one Chromium (globalSetup.ts), which every journey file connects to instead of starting
 * a browser of its own: a Chromium's start is a dozen processes and seconds of CPU on a busy 2-core
 * machine, and each file's contexts are as separate from the others' as in a browser of their own.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * A browser for a journey file: a connection to the run's Chromium when globalSetup started one
 * (E2E_BROWSER_ENDPOINT), else a Chromium of its own. Closing it closes the contexts the file made
 * and, for a connection, leaves the run's Chromium to the others.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_ENDPOINT;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions);
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run browser tests through jest (globalSetup)');
  return url;
};

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Contexts made by newContext and not closed yet, with their console errors: a failed journey's pages are described from these. */
const openContexts = new Set<{ context: BrowserContext; consoleErrors: string[] }>();

export const contextsStillOpen = () => [...openContexts];

/**
 * A context that records console errors, so a journey can assert the page stayed clean; on the run's
 * server unless `origin` names another. It asks for reduced motion, as every context of the journeys
 * does: the spinner, the owed bottle's pulse and the locator's pulse then stop instead of repainting
 * sixty times a second while a journey waits, which cost Chromium about 30 CPU-seconds a run.
 */
export async function newContext(
  browser: Browser,
  viewport = PHONE,
  origin = baseUrl(),
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: origin, locale: 'en-MY', timezoneId: 'Asia/Kuala_Lumpur', reducedMotion: 'reduce', serviceWorkers });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  const open = { context, consoleErrors };
  openContexts.add(open);
  context.on('close', () => openContexts.delete(open));
  return { context, page, consoleErrors };
}

/**
 * What the member sees at this size; `fullPage` stitches the whole page, where fixed bars appear
 * mid-page (a capture artefact, not a layout fault).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: options.fullPage ?? false });
}

/**
 * Resizes the page and waits until it has drawn two frames at the new size: what the resize sets off
 * (React's render for a media query, Leaflet's map fitting itself) is scheduled for the next frame.
 * No fixed pause: on a busy machine one is too short, on an idle one wasted.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The screen as it stands at the phone's and the desktop's size: `<name>-phone.png`, `<name>-desktop.png`. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await resizeTo(page, viewport);
    await screenshot(page, `${name}-${size}`);
  }
  // Back at the phone's size, drawn, before the journey goes on: a click aims at where things are now.
  await resizeTo(page, PHONE);
}

/** A finished download's bytes. The run's one Chromium is reached over a connection, so its files are read through it, not from a path. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
