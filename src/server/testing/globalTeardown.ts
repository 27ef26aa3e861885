import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const dump = process.env.TEST_PGLITE_DUMP;
  if (dump) fs.rmSync(path.dirname(dump), { recursive: true, force: true });
}
