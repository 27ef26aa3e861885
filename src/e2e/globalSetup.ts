import fs from 'node:fs';
import { hasChromium, launchBrowserServer } from './browser';
import { issueWorkshopKey, startServer } from './server';

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: import('node:child_process').ChildProcess | undefined;
  // eslint-disable-next-line no-var
  var __E2E_BROWSER__: import('playwright-core').BrowserServer | undefined;
}

/**
 * One server and one Chromium for the whole browser run; each test registers its own member and
 * works in contexts of its own, so tests do not collide.
 */
export default async function globalSetup(): Promise<void> {
  // With a careline administrator, so journeys can issue a workshop key as the careline would.
  const [server, browser] = await Promise.all([startServer({}, { careline: true }), hasChromium ? launchBrowserServer() : undefined]);
  if (browser) {
    globalThis.__E2E_BROWSER__ = browser;
    process.env.E2E_BROWSER_ENDPOINT = browser.wsEndpoint();
  }
  globalThis.__E2E_SERVER__ = server.process;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  // Shared by the journeys, which run side by side: issuing another key would void this one.
  process.env.E2E_WORKSHOP_KEY = await issueWorkshopKey(server);
  // The first administrator's personal token: journeys act as the careline through it.
  process.env.E2E_OPERATOR_TOKEN = server.operatorToken;
  // …and their authenticator: the careline sign-in journey signs in as them to invite its staff.
  process.env.E2E_OPERATOR_TOTP_SECRET = server.operatorTotpSecret;
  fs.mkdirSync('test-results/screenshots', { recursive: true });
}
