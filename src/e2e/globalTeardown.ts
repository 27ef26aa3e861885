import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__E2E_BROWSER__?.close();
  const child = globalThis.__E2E_SERVER__;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (process.env.E2E_DATA_DIR) fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
