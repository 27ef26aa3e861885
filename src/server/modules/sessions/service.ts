import crypto from 'node:crypto';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { deriveSecret } from '../../adapters/secrets';
import { sha256, verifyAccessToken } from '../../adapters/tokens';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { accountErrors, type AuthTokens } from '../../../shared/contract/accounts';
import { writeAudit } from '../audit/store';
import { deleteSessionSubscriptions } from '../push/store';
import { findRefreshToken, findSessionOwner, markRefreshTokenUsed, revokeSessions } from './store';
import { accessTokenFor, issueTokens } from './tokens';

const invalidRefresh = () => new ApiError(401, accountErrors.invalidRefreshToken);

type RefreshOutcome = { tokens: AuthTokens } | { refused: 'invalid' | 'reused' };

/** How many rotations in a row a retried token may follow within the grace window. */
const MAX_GRACE_STEPS = 5;

/**
 * The refresh token a rotation issues in place of `token`: derived from it with a server key, so
 * that within the grace window the same pair can be answered again without keeping it anywhere.
 * Without the key the successor cannot be told from a random token.
 */
export function successorOf(jwtSecret: string, token: string): string {
  return crypto.createHmac('sha256', deriveSecret(jwtSecret, 'refresh-successor')).update(token).digest('base64url');
}

/**
 * Rotates a refresh token: the presented one is spent and the session's next one is answered.
 * Presented again within `REFRESH_REUSE_SECONDS` of its rotation (two tabs at once, a retry after a
 * lost answer), it answers the pair already issued for it. Presented again later, it leaked: the
 * whole session is revoked.
 */
export async function refresh(ctx: ApiContext, token: string): Promise<AuthTokens> {
  if (!token) throw invalidRefresh();
  const now = ctx.clock.now();
  const graceMs = ctx.config.refreshReuseSeconds * 1000;
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(trx, sha256(token));
    if (!row || row.revoked_at || row.session_revoked_at) return { refused: 'invalid' };
    if (row.used_at || !(await markRefreshTokenUsed(trx, row.id, now))) {
      const again = row.used_at ? await pairAlreadyIssued(ctx, trx, token, row.used_at, now, graceMs) : undefined;
      if (again) return { tokens: again };
      await revokeSessions(trx, { sessionId: row.session_id }, 'refresh token reused', now);
      await writeAudit(trx, {
        actor: 'system',
        action: 'session.refresh_reused',
        subject: `member:${row.member_id}`,
        details: { session: row.session_id },
        at: now,
      });
      return { refused: 'reused' };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { refused: 'invalid' };
    return { tokens: await issueTokens(trx, ctx.secrets.jwt, row.member_id, row.session_id, now, successorOf(ctx.secrets.jwt, token)) };
  });
  if ('refused' in outcome) throw invalidRefresh();
  return outcome.tokens;
}

/**
 * The pair issued when `token` was rotated, while that rotation is within the grace window: its
 * successor and the access token signed with it. When the successor was itself rotated within the
 * window (one tab refreshed twice), the newest pair of the chain. Undefined past the window.
 */
async function pairAlreadyIssued(ctx: ApiContext, db: Db, token: string, usedAt: Date, now: Date, graceMs: number): Promise<AuthTokens | undefined> {
  let current = token;
  let rotatedAt = usedAt;
  for (let step = 0; step < MAX_GRACE_STEPS; step++) {
    if (now.getTime() - rotatedAt.getTime() > graceMs) return undefined;
    const next = successorOf(ctx.secrets.jwt, current);
    const row = await findRefreshToken(db, sha256(next));
    if (!row || row.revoked_at || row.session_revoked_at || row.expires_at.getTime() <= now.getTime()) return undefined;
    if (!row.used_at) return { access_token: accessTokenFor(ctx.secrets.jwt, row.member_id, row.session_id, row.created_at), refresh_token: next };
    current = next;
    rotatedAt = row.used_at;
  }
  return undefined;
}

/**
 * Ends the session the access token belongs to. The token may have expired (its signature still
 * proves it is ours): a member coming back after an hour can still log out cleanly.
 */
export async function logout(ctx: ApiContext, accessToken: string | null): Promise<void> {
  if (!accessToken) return;
  const now = ctx.clock.now();
  const check = verifyAccessToken(accessToken, ctx.secrets.jwt, now);
  const claims = check.ok ? check.claims : check.reason === 'expired' ? check.claims : undefined;
  if (!claims || !isUuid(claims.sid)) return;
  const owner = await findSessionOwner(ctx.db, claims.sid);
  if (owner === undefined || String(owner) !== claims.sub) return;
  await revokeSessions(ctx.db, { sessionId: claims.sid }, 'logout', now);
  // The device logging out stops receiving the member's pushes.
  await deleteSessionSubscriptions(ctx.db, claims.sid);
}
