import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { randomToken, sha256, signAccessToken } from '../../adapters/tokens';
import type { AuthTokens } from '../../../shared/contract/accounts';
import { insertRefreshToken, insertSession } from './store';

/** Short, so a leaked access token is worth little; the refresh token renews it. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** A token pair in a session: a fresh access token and the session's next refresh token. */
export async function issueTokens(db: Db, jwtSecret: string, memberId: number, sessionId: string, now: Date): Promise<AuthTokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    session_id: sessionId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    created_at: now,
  });
  const iat = Math.floor(now.getTime() / 1000);
  const accessToken = signAccessToken({ sub: String(memberId), sid: sessionId, iat, exp: iat + ACCESS_TOKEN_TTL_S }, jwtSecret);
  return { access_token: accessToken, refresh_token: refreshToken };
}

/** A new session (refresh-token family) for a member who just proved who they are. */
export async function startSession(db: Db, jwtSecret: string, memberId: number, now: Date): Promise<AuthTokens> {
  const sessionId = crypto.randomUUID();
  await insertSession(db, { id: sessionId, member_id: memberId, created_at: now });
  return issueTokens(db, jwtSecret, memberId, sessionId, now);
}
