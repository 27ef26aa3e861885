import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import { deriveSecret } from '../../../adapters/secrets';
import { randomToken, sha256, signAccessToken, verifyAccessToken, type AccessClaims } from '../../../adapters/tokens';
import type { AuthTokens } from '../../../../shared/contract/accounts';
import { CARELINE_SESSION } from '../../../../shared/contract/careline';
import { insertRefreshToken, insertSession } from './store';

export const CARELINE_AUDIENCE = 'careline';
/** Short: every request checks the session anyway, and a leaked token is worth little. */
export const CARELINE_ACCESS_TTL_S = 5 * 60;
export const IDLE_MS = CARELINE_SESSION.idleMinutes * 60 * 1000;
export const MAX_SESSION_MS = CARELINE_SESSION.maxHours * 60 * 60 * 1000;
export const STEP_UP_MS = CARELINE_SESSION.stepUpMinutes * 60 * 1000;

/** A key of its own: a member's or a workshop's token fails the signature check on careline routes. */
function carelineTokenSecret(jwtSecret: string): string {
  return deriveSecret(jwtSecret, 'careline-access-tokens');
}

type CarelineClaims = AccessClaims & { aud: typeof CARELINE_AUDIENCE };

export async function issueCarelineTokens(db: Db, jwtSecret: string, staffId: number, session: { id: string; expires_at: Date }, now: Date): Promise<AuthTokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, { session_id: session.id, token_hash: sha256(refreshToken), expires_at: session.expires_at, created_at: now });
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.min(iat + CARELINE_ACCESS_TTL_S, Math.floor(session.expires_at.getTime() / 1000));
  const claims: CarelineClaims = { sub: String(staffId), sid: session.id, aud: CARELINE_AUDIENCE, iat, exp };
  return { access_token: signAccessToken(claims, carelineTokenSecret(jwtSecret)), refresh_token: refreshToken };
}

/** A session for a person who just proved who they are: a passkey or a code counts as a step-up. */
export async function startCarelineSession(db: Db, jwtSecret: string, staffId: number, method: 'passkey' | 'password_totp', now: Date): Promise<AuthTokens> {
  const session = { id: crypto.randomUUID(), expires_at: new Date(now.getTime() + MAX_SESSION_MS) };
  await insertSession(db, { id: session.id, staff_id: staffId, method, created_at: now, expires_at: session.expires_at, stepped_up_at: now });
  return issueCarelineTokens(db, jwtSecret, staffId, session, now);
}

export function carelineClaims(token: string, jwtSecret: string, now: Date, options: { acceptExpired?: boolean } = {}): { staffId: number; sessionId: string } | null {
  const check = verifyAccessToken(token, carelineTokenSecret(jwtSecret), now);
  const claims = check.ok ? check.claims : options.acceptExpired && check.reason === 'expired' ? check.claims : undefined;
  if (!claims || (claims as Partial<CarelineClaims>).aud !== CARELINE_AUDIENCE) return null;
  if (!/^\d{1,9}$/.test(claims.sub) || !/^[0-9a-f-]{36}$/i.test(claims.sid)) return null;
  return { staffId: Number(claims.sub), sessionId: claims.sid };
}

/** Whether a session is still open at `now`: not ended, not idle too long, not past its 8 hours. */
export function sessionOpen(session: { revoked_at: Date | null; last_seen_at: Date; expires_at: Date }, now: Date): boolean {
  return !session.revoked_at && now.getTime() - session.last_seen_at.getTime() < IDLE_MS && now.getTime() < session.expires_at.getTime();
}
