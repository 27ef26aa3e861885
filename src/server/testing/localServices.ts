import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A TCP port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const redisPaths = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const redisServerPath = redisPaths.find((p) => fs.existsSync(p));

/**
 * `describe` for tests that start their own redis-server: skipped with a notice on a developer's
 * machine without one, but under CI=true a missing Redis fails the run, as a missing browser does
 * (src/e2e/browser.ts).
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (redisServerPath) return describe(name, body);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs redis-server', () => {
        throw new Error(`redis-server not found at ${redisPaths.join(' or ')}: apt-get install -y redis-server`);
      });
    });
  }
  console.warn(`redis-server not found: '${name}' is skipped`);
  return describe.skip(name, body);
}

export interface LocalRedis {
  port: number;
  process: ChildProcess;
  stop(): void;
}

/**
 * A throwaway redis-server on a free port, without persistence. Waits as long as the calling hook's
 * limit allows rather than a fixed number of tries: on a busy machine it can take seconds to listen.
 */
export async function startRedis(): Promise<LocalRedis> {
  const port = await freePort();
  const child = spawn(redisServerPath!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
  while (!(await listening())) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, process: child, stop: () => child.kill() };
}
