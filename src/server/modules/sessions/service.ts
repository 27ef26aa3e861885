import type { ApiContext } from '../../context';
import { sha256, verifyAccessToken } from '../../adapters/tokens';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { accountErrors, type AuthTokens } from '../../../shared/contract/accounts';
import { writeAudit } from '../audit/store';
import { deleteSessionSubscriptions } from '../push/store';
import { findRefreshToken, findSessionOwner, markRefreshTokenUsed, revokeSessions } from './store';
import { issueTokens } from './tokens';

const invalidRefresh = () => new ApiError(401, accountErrors.invalidRefreshToken);

type RefreshOutcome = { tokens: AuthTokens } | { refused: 'invalid' | 'reused' };

/**
 * Rotates a refresh token: the presented one is spent and the session's next one is answered.
 * A token presented a second time means it leaked: the whole session is revoked.
 */
export async function refresh(ctx: ApiContext, token: string): Promise<AuthTokens> {
  if (!token) throw invalidRefresh();
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(trx, sha256(token));
    if (!row || row.revoked_at || row.session_revoked_at) return { refused: 'invalid' };
    if (row.used_at || !(await markRefreshTokenUsed(trx, row.id, now))) {
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
    return { tokens: await issueTokens(trx, ctx.secrets.jwt, row.member_id, row.session_id, now) };
  });
  if ('refused' in outcome) throw invalidRefresh();
  return outcome.tokens;
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
