import type { ApiContext } from '../../../context';
import { randomToken, sha256 } from '../../../adapters/tokens';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import {
  carelineErrors,
  PERSONAL_TOKEN_DAYS,
  PERSONAL_TOKEN_PREFIX,
  roleAtLeast,
  type CarelineRole,
  type NewPersonalToken,
  type PersonalToken,
} from '../../../../shared/contract/careline';
import { writeAudit } from '../../audit/store';
import { type CarelineCaller } from './authenticate';
import { insertPersonalToken, listPersonalTokens, revokePersonalTokens } from './store';
import { roleOf } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;

/* Personal access tokens: how `npm run ops` signs in as a person (README 'Careline'). */

function toPersonalToken(row: { id: number; name: string; role: CarelineRole; created_at: Date; expires_at: Date; last_used_at: Date | null; revoked_at: Date | null }): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listMyTokens(ctx: ApiContext, caller: CarelineCaller): Promise<PersonalToken[]> {
  return (await listPersonalTokens(ctx.db, caller.staff.id)).map(toPersonalToken);
}

/** A named, expiring token for `npm run ops`, at most its owner's role; shown once, kept as its hash. */
export async function createMyToken(ctx: ApiContext, caller: CarelineCaller, body: { name?: string; days?: number; role?: string } | undefined): Promise<NewPersonalToken> {
  const name = (body?.name ?? '').trim();
  if (!name || name.length > 60) throw badRequest(carelineErrors.tokenNameInvalid);
  const days = body?.days ?? PERSONAL_TOKEN_DAYS.default;
  if (!Number.isInteger(days) || days < 1 || days > PERSONAL_TOKEN_DAYS.max) throw badRequest(carelineErrors.tokenDaysInvalid);
  const role = body?.role === undefined ? caller.staff.role : roleOf(body.role);
  if (!roleAtLeast(caller.staff.role, role)) throw forbidden(carelineErrors.tokenRoleTooHigh);
  const now = ctx.clock.now();
  const token = `${PERSONAL_TOKEN_PREFIX}${randomToken()}`;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertPersonalToken(trx, { staff_id: caller.staff.id, name, role, token_hash: sha256(token), created_at: now, expires_at: new Date(now.getTime() + days * DAY_MS) });
    await writeAudit(trx, { actor: caller.actor, action: 'careline.token_created', subject: caller.actor, details: { token: created.id, name, role, days }, at: now });
    return created;
  });
  return { token, details: toPersonalToken(row) };
}

export async function revokeMyToken(ctx: ApiContext, caller: CarelineCaller, idText: string): Promise<null> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  const now = ctx.clock.now();
  const revoked = Number.isNaN(id) ? 0 : await revokePersonalTokens(ctx.db, { id, staffId: caller.staff.id }, now);
  if (revoked === 0) throw notFound(carelineErrors.tokenNotFound);
  await writeAudit(ctx.db, { actor: caller.actor, action: 'careline.token_revoked', subject: caller.actor, details: { token: id }, at: now });
  return null;
}
