import crypto from 'node:crypto';

/**
 * Access tokens are HS256 JWTs made with node:crypto: the format is a few lines, and signing and
 * checking here keeps the algorithm fixed (no `alg` taken from the token) with no dependency.
 */
export interface AccessClaims {
  /** The member's id. */
  sub: string;
  /** The session (refresh-token family) the token was issued in. */
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function sign(data: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('base64url');
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; claims?: AccessClaims };

/** Checks signature and expiry at `now`; an expired token still reports its claims (for logout). */
export function verifyAccessToken(token: string, secret: string, now: Date): AccessTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const actual = Buffer.from(parts[2]);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

/** An opaque random token (refresh and reset tokens): 256 bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: a leaked table does not give usable tokens. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
