import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export const E2E_OPS_TOKEN = 'e2e-operator-token-0123456789';

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
}

/** Starts the real product (built web app, API, embedded database in a fresh folder) as `npm start` would. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
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
      if (res.ok) return { baseUrl, dataDir, logFile, process: child };
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

/**
 * Issues workshop 8888's key on a server, as the careline would. Issuing another replaces it, so a
 * run issues it once per server and its journeys share it (globalSetup.ts).
 */
export async function issueWorkshopKey(baseUrl: string): Promise<string> {
  const issued = await fetch(`${baseUrl}/api/ops/workshops/8888/key`, { method: 'POST', headers: { 'X-Ops-Token': E2E_OPS_TOKEN } });
  if (issued.status !== 200) throw new Error(`Issuing workshop 8888's key answered ${issued.status}: ${await issued.text()}`);
  return ((await issued.json()) as { result: { key: string } }).result.key;
}
