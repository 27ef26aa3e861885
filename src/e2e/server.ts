import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

const root = path.resolve(__dirname, '../..');


export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  process: ChildProcess;
  /** With `careline`, a personal access token of the console's first administrator (for the operator API). */
  operatorToken?: string;
  /** With `careline`, that administrator's authenticator secret, for journeys that sign in as them and step up. */
  operatorTotpSecret?: string;
}

/** The run's first administrator, enrolled with a password and an authenticator at start. */
export const e2eAdministrator = { email: 'e2e-admin@careline.example.com', password: 'an e2e administrator passphrase' } as const;

/** Starts the real product (built web app, API, embedded database in a fresh folder) as `npm start` would. */
export async function startServer(env: Record<string, string> = {}, options: { careline?: boolean } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // Every journey's member registers from this one address, as members behind one carrier address would.
  // The captcha is solved for real in the browser, with a hundredth of production's work: at the
  // default, each of the run's solves was 1 to 1.6 s of the shared machine's CPU.
  const serverEnv = { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', CODE_SENDS_PER_ADDRESS: '1000', ALTCHA_WORK: '40', ...env };
  // The first administrator is made as a deployment makes one: the command, on the database, before the server holds it.
  const enrolment = options.careline
    ? execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/ops/cli.ts', 'careline:first-admin', e2eAdministrator.email], { cwd: root, env: serverEnv, encoding: 'utf8' })
    : '';
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A cold start (tsx compiling the server, migrating a fresh database) on a busy 2-core machine can
  // take a minute; the bound only catches a server that will never answer.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) {
        const running: RunningServer = { baseUrl, dataDir, logFile, process: child };
        if (options.careline) Object.assign(running, await administratorToken(baseUrl, /#([\w-]+)/.exec(enrolment)![1]));
        return running;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`The server did not start within 180 s:\n${fs.readFileSync(logFile, 'utf8')}`);
}

/** Stops a server `startServer` started and removes its data folder. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server) return;
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function postJson(url: string, body: object, token?: string): Promise<{ result: Record<string, string> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { result: Record<string, string> };
}

/** Enrols the first administrator through their link (a password and an authenticator) and makes them a personal access token. */
async function administratorToken(baseUrl: string, token: string): Promise<{ operatorToken: string; operatorTotpSecret: string }> {
  const { secret } = (await postJson(`${baseUrl}/api/careline/enrolment/totp`, { token })).result;
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  const { access_token } = (await postJson(`${baseUrl}/api/careline/enrolment/password`, { token, password: e2eAdministrator.password, totp })).result;
  const operatorToken = (await postJson(`${baseUrl}/api/careline/me/tokens`, { name: 'browser journeys', days: 1 }, access_token)).result.token;
  return { operatorToken, operatorTotpSecret: secret };
}

/**
 * Issues workshop 8888's key on a server, as the careline would. Issuing another replaces it, so a
 * run issues it once per server and its journeys share it (globalSetup.ts).
 */
export async function issueWorkshopKey(server: RunningServer): Promise<string> {
  const issued = await fetch(`${server.baseUrl}/api/ops/workshops/8888/key`, { method: 'POST', headers: { authorization: `Bearer ${server.operatorToken}` } });
  if (issued.status !== 200) throw new Error(`Issuing workshop 8888's key answered ${issued.status}: ${await issued.text()}`);
  return ((await issued.json()) as { result: { key: string } }).result.key;
}

/** The operator API's headers for a journey acting as the careline: the run's administrator's personal token. */
export function operatorHeaders(): Record<string, string> {
  const token = process.env.E2E_OPERATOR_TOKEN;
  if (!token) throw new Error('No E2E_OPERATOR_TOKEN: the browser run’s global setup makes it');
  return { authorization: `Bearer ${token}` };
}
