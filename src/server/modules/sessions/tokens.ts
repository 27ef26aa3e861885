import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { randomToken, sha256, signAccessToken } from '../../adapters/tokens';
import type { AuthTokens } from '../../../shared/contract/accounts';
import { insertRefreshToken, insertSession } from './store';

/** Short, so a leaked access token is worth little; the refresh token renews it. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** The access token of a session issued at `issuedAt`: the same claims sign to the same token. */
export function accessTokenFor(jwtSecret: string, memberId: number, sessionId: string, issuedAt: Date): string {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return signAccessToken({ sub: String(memberId), sid: sessionId, iat, exp: iat + ACCESS_TOKEN_TTL_S }, jwtSecret);
}

/**
 * A token pair in a session: a fresh access token and the session's next refresh token (random, or
 * the one a rotation derived from the token it replaces).
 */
export async function issueTokens(
  db: Db,
  jwtSecret: string,
  memberId: number,
  sessionId: string,
  now: Date,
  refreshToken: string = randomToken(),
): Promise<AuthTokens> {
  await insertRefreshToken(db, {
    session_id: sessionId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    created_at: now,
  });
  return { access_token: accessTokenFor(jwtSecret, memberId, sessionId, now), refresh_token: refreshToken };
}

/** A new session (refresh-token family) for a member who just proved who they are. */
export async function startSession(db: Db, jwtSecret: string, memberId: number, now: Date): Promise<AuthTokens> {
  const sessionId = crypto.randomUUID();
  await insertSession(db, { id: sessionId, member_id: memberId, created_at: now });
  return issueTokens(db, jwtSecret, memberId, sessionId, now);
}
