import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A key for one purpose from the server secret, so one leaked key does not give the others. */
export function deriveSecret(serverSecret: string, purpose: string): string {
  return crypto.createHmac('sha256', serverSecret).update(`loyalty:${purpose}`).digest('hex');
}

/**
 * The JWT secret of a machine without JWT_SECRET (development): made once into
 * `<dataDir>/jwt-secret` and read back on every start, so sessions survive restarts.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
