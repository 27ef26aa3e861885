import { spawnSync } from 'node:child_process';

/** The PostgreSQL the tests may make databases on: DATABASE_URL's server, or the local one. */
export function adminUrl(): URL {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url;
}

function postgresListening(url: URL): boolean {
  const probe = `require('net').connect(${Number(url.port || 5432)}, ${JSON.stringify(url.hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5_000 }).status === 0;
}

/**
 * A block that needs a PostgreSQL server: skipped with a notice on a developer's machine without
 * one, but under CI=true a missing PostgreSQL fails the run (as a missing Redis does in rateLimit.test.ts).
 */
export function describePostgres(name: string, what: string, body: () => void): void {
  const url = adminUrl();
  if (postgresListening(url)) return describe(name, body);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs PostgreSQL', () => {
        throw new Error(`PostgreSQL is not listening at ${url.host}: start it (or set DATABASE_URL to one that is)`);
      });
    });
  }
  console.warn(`PostgreSQL is not listening at ${url.host}: ${what} is skipped`);
  return describe.skip(name, body);
}
