import fs from 'node:fs';
import { issueWorkshopKey, startServer } from './server';

declare global {
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: import('node:child_process').ChildProcess | undefined;
}

/** One server for the whole browser run; each test registers its own member, so tests do not collide. */
export default async function globalSetup(): Promise<void> {
  // With a careline administrator, so journeys can issue a workshop key as the careline would.
  const server = await startServer({}, { careline: true });
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
