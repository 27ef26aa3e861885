import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { deriveSecret } from '../../adapters/secrets';
import { randomToken, sha256, signAccessToken, verifyAccessToken, type AccessClaims } from '../../adapters/tokens';
import type { AuthTokens } from '../../../shared/contract/accounts';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_MS } from '../sessions/tokens';
import { insertStaffRefreshToken, insertStaffSession } from './store';

/** The audience of a workshop staff access token; members' tokens carry none. */
export const STAFF_AUDIENCE = 'workshop';

/**
 * Staff tokens are signed with a key of their own, derived from the server secret: a member's token
 * fails the signature check on workshop routes and a staff token fails it on member routes, whatever
 * their claims say. The audience claim says the same to a reader of the token.
 */
export function staffTokenSecret(jwtSecret: string): string {
  return deriveSecret(jwtSecret, 'workshop-staff-access-tokens');
}

type StaffClaims = AccessClaims & { aud: typeof STAFF_AUDIENCE };

export async function issueStaffTokens(db: Db, jwtSecret: string, staffId: number, sessionId: string, now: Date): Promise<AuthTokens> {
  const refreshToken = randomToken();
  await insertStaffRefreshToken(db, {
    session_id: sessionId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    created_at: now,
  });
  const iat = Math.floor(now.getTime() / 1000);
  const claims: StaffClaims = { sub: String(staffId), sid: sessionId, aud: STAFF_AUDIENCE, iat, exp: iat + ACCESS_TOKEN_TTL_S };
  return { access_token: signAccessToken(claims, staffTokenSecret(jwtSecret)), refresh_token: refreshToken };
}

export async function startStaffSession(db: Db, jwtSecret: string, staffId: number, now: Date): Promise<AuthTokens> {
  const sessionId = crypto.randomUUID();
  await insertStaffSession(db, { id: sessionId, staff_id: staffId, created_at: now });
  return issueStaffTokens(db, jwtSecret, staffId, sessionId, now);
}

/** The staff id and session of a staff access token; `expired` ones too when asked (logout). */
export function staffClaims(token: string, jwtSecret: string, now: Date, options: { acceptExpired?: boolean } = {}): { staffId: number; sessionId: string } | null {
  const check = verifyAccessToken(token, staffTokenSecret(jwtSecret), now);
  const claims = check.ok ? check.claims : options.acceptExpired && check.reason === 'expired' ? check.claims : undefined;
  if (!claims || (claims as Partial<StaffClaims>).aud !== STAFF_AUDIENCE) return null;
  if (!/^\d{1,9}$/.test(claims.sub) || !/^[0-9a-f-]{36}$/i.test(claims.sid)) return null;
  return { staffId: Number(claims.sub), sessionId: claims.sid };
}
