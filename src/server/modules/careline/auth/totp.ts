import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { deriveSecret } from '../../../adapters/secrets';

/**
 * The authenticator-app fallback (RFC 6238: 6 digits, 30 seconds, SHA-1, which every authenticator
 * app reads). `otpauth` makes and checks the codes: no dependencies of its own, and `validate`
 * answers the step a code belongs to, which is what refusing a code used twice needs.
 */
const PERIOD_S = 30;
const ISSUER = 'Quartz Loyalty careline';

function totpFor(base32: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(base32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(base32: string, email: string): string {
  return totpFor(base32, email).toString();
}

/**
 * The time step a code is good for at `now` (the one before and after count too: a phone's clock
 * drifts and a person types slowly), or null. The caller spends the step so the code works once.
 */
export function totpStep(base32: string, email: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(base32, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator shows at `now` (the tests' authenticator). */
export function totpCode(base32: string, now: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(base32) }).generate({ timestamp: now.getTime() });
}

/**
 * Authenticator secrets are sealed (AES-256-GCM, a key derived from the server secret): a copy of the
 * table or of a backup does not give anyone the codes.
 */
function sealKey(jwtSecret: string): Buffer {
  return Buffer.from(deriveSecret(jwtSecret, 'careline-totp-secrets'), 'hex');
}

export function sealTotpSecret(jwtSecret: string, base32: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openTotpSecret(jwtSecret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(jwtSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
