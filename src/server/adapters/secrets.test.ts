import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deriveSecret, loadOrCreateJwtSecret } from './secrets';

describe('loadOrCreateJwtSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a secret on first start and reads the same one back', () => {
    const dataDir = path.join(dir, 'data');
    const first = loadOrCreateJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(first);
  });

  it('replaces a file too short to be a secret', () => {
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'short\n');
    expect(loadOrCreateJwtSecret(dir)).not.toBe('short');
  });
});

describe('deriveSecret', () => {
  it('gives each purpose its own key', () => {
    expect(deriveSecret('s', 'a')).not.toBe(deriveSecret('s', 'b'));
    expect(deriveSecret('s', 'a')).toBe(deriveSecret('s', 'a'));
  });
});
