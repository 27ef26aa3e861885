import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../../context';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { accountErrors } from '../../../shared/contract/accounts';
import { ServiceStatus, type OpsWorkshopKeyResult, type ServiceStatusCode, type WorkshopServiceView } from '../../../shared/contract/loyalty';
import { MAX_VEHICLES } from '../../../shared/loyalty/constants';
import { MOBILE_LOOKUP_PATTERN, validateFullMobile } from '../../../shared/rules';
import { MOBILE_CHANGED, writeAudit } from '../audit/store';
import { findMemberByMobile, updateMember } from '../members/store';
import { revokeSessions } from '../sessions/store';
import { listServicesByStatus } from '../services/store';
import { toWorkshopView } from '../verification/decisions';
import { hashWorkshopKey, newWorkshopKey } from '../workshops/keys';
import { findWorkshop, setWorkshopKeyHash } from '../workshops/store';
import { anonymiseMember } from './anonymise';

export const opsMessages = {
  workshopNotFound: 'Workshop not found',
  memberNotFound: 'Member not found',
  statusInvalid: 'status must be 0, 1, 2 or 3',
  allowanceInvalid: `max_vehicles must be a whole number from ${MAX_VEHICLES} to 50`,
} as const;

const actor = (name: string) => `ops:${name}`;

/** Issues a new key for the workshop app; the previous key stops working at once. */
export async function issueWorkshopKey(ctx: ApiContext, workshopId: string, operator: string): Promise<OpsWorkshopKeyResult> {
  const workshop = await findWorkshop(ctx.db, workshopId);
  if (!workshop) throw notFound(opsMessages.workshopNotFound);
  const key = newWorkshopKey();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setWorkshopKeyHash(trx, workshop.workshop_id, hashWorkshopKey(key), now);
    await writeAudit(trx, { actor: actor(operator), action: 'workshop.key_issued', subject: workshop.workshop_id, at: now });
  });
  return { key };
}

export async function listServices(ctx: ApiContext, statusQuery: string | undefined, operator: string): Promise<WorkshopServiceView[]> {
  let status: ServiceStatusCode | null = null;
  if (statusQuery !== undefined && statusQuery !== '') {
    const named = Object.values(ServiceStatus).find((code) => String(code) === statusQuery);
    if (named === undefined) throw badRequest(opsMessages.statusInvalid);
    status = named;
  }
  const rows = await listServicesByStatus(ctx.db, status, 500);
  await writeAudit(ctx.db, { actor: actor(operator), action: 'services.listed', details: { status }, at: ctx.clock.now() });
  return Promise.all(rows.map((row) => toWorkshopView(ctx.db, row)));
}

async function activeMember(ctx: ApiContext, mobile: string): Promise<Member> {
  const member = MOBILE_LOOKUP_PATTERN.test(mobile) ? await findMemberByMobile(ctx.db, mobile) : undefined;
  if (!member || !member.verified_at || member.anonymised_at) throw notFound(opsMessages.memberNotFound);
  return member;
}

export async function setVehicleAllowance(ctx: ApiContext, mobile: string, value: unknown, operator: string): Promise<{ max_vehicles: number }> {
  const text = String(value ?? '').trim();
  const allowance = Number(text);
  if (!/^\d{1,2}$/.test(text) || allowance < MAX_VEHICLES || allowance > 50) throw badRequest(opsMessages.allowanceInvalid);
  const member = await activeMember(ctx, mobile);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateMember(trx, member.id, { vehicle_allowance: allowance, updated_at: now });
    await writeAudit(trx, { actor: actor(operator), action: 'member.vehicle_allowance', subject: `member:${member.id}`, details: { max_vehicles: allowance }, at: now });
  });
  return { max_vehicles: allowance };
}

/** PDPA removal: the person's data goes, the service records stay for the workshops' accounts. */
export async function removeMember(ctx: ApiContext, mobile: string, operator: string): Promise<null> {
  const member = await activeMember(ctx, mobile);
  const now = ctx.clock.now();
  const receiptKeys = await ctx.db.transaction().execute((trx) => removeMemberData(trx, member, actor(operator), now));
  await removeReceiptFiles(ctx.receipts, receiptKeys, ctx.log);
  return null;
}

/**
 * The removal itself, inside the caller's transaction, for the careline's removal and the
 * retention job's alike: sessions end, the member is anonymised, the audit log says who and why.
 * Answers the receipt files to remove once the transaction has committed.
 */
export async function removeMemberData(trx: Db, member: Member, by: string, now: Date, details?: Record<string, unknown>): Promise<string[]> {
  await revokeSessions(trx, { memberId: member.id }, 'member removed', now);
  const receiptKeys = await anonymiseMember(trx, member, now);
  await writeAudit(trx, { actor: by, action: 'member.removed', subject: `member:${member.id}`, details: { ...details, receipts: receiptKeys.length }, at: now });
  return receiptKeys;
}

/** Best effort: a file that cannot be removed now has no row any more, and the orphan sweep takes it later. */
export async function removeReceiptFiles(storage: ReceiptStorage, keys: string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (err) {
      log.warn({ err }, 'a removed member’s receipt file could not be deleted yet');
    }
  }
}
