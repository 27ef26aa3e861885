import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Language } from '../../../shared/language';
import { CampaignStatus, type Cycle, type CycleStatusCode, type NewService, type Receipt, type Service, type ServiceStatusCode } from '../../db/schema';
import { CycleStatus, ServiceStatus } from '../../../shared/contract/loyalty';
import { LOOK_ALIKES, transactionCodeKey } from '../../../shared/rules';
import { compiledOnce } from '../../db/compiledOnce';
import { liveSession } from '../sessions/store';

// Cycles.

export async function findActiveCycle(db: Db, vehicleGuid: string): Promise<Cycle | undefined> {
  return db.selectFrom('cycles').selectAll().where('vehicle_guid', '=', vehicleGuid).where('status', '=', CycleStatus.Active).executeTakeFirst();
}

export async function findCycle(db: Db, guid: string): Promise<Cycle | undefined> {
  return db.selectFrom('cycles').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export async function listVehicleCycles(db: Db, vehicleGuid: string, status: CycleStatusCode): Promise<Cycle[]> {
  return db
    .selectFrom('cycles')
    .selectAll()
    .where('vehicle_guid', '=', vehicleGuid)
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The active cycles of several vehicles at once (the dashboard). */
export async function listActiveCycles(db: Db, vehicleGuids: string[]): Promise<Cycle[]> {
  if (vehicleGuids.length === 0) return [];
  return db.selectFrom('cycles').selectAll().where('vehicle_guid', 'in', vehicleGuids).where('status', '=', CycleStatus.Active).execute();
}

/** Sizes of every cycle of the vehicles: a service's next-service interval depends on its cycle. */
export async function cycleSizes(db: Db, vehicleGuids: string[]): Promise<Map<string, 3 | 4>> {
  if (vehicleGuids.length === 0) return new Map();
  const rows = await db.selectFrom('cycles').select(['guid', 'size']).where('vehicle_guid', 'in', vehicleGuids).execute();
  return new Map(rows.map((row) => [row.guid, row.size]));
}

export async function insertCycle(db: Db, cycle: { guid: string; vehicle_guid: string; workshop_id: string; size: 3 | 4; created_at: Date }): Promise<void> {
  await db.insertInto('cycles').values({ ...cycle, status: CycleStatus.Active, closed_at: null }).execute();
}

export async function closeCycle(db: Db, guid: string, status: CycleStatusCode, now: Date): Promise<void> {
  await db.updateTable('cycles').set({ status, closed_at: now }).where('guid', '=', guid).where('status', '=', CycleStatus.Active).execute();
}

export async function setCycleSize(db: Db, guid: string, size: 3 | 4): Promise<void> {
  await db.updateTable('cycles').set({ size }).where('guid', '=', guid).execute();
}

// Services.

export async function listVehicleServices(db: Db, vehicleGuids: string[]): Promise<Service[]> {
  if (vehicleGuids.length === 0) return [];
  return db
    .selectFrom('services')
    .selectAll()
    .where('vehicle_guid', 'in', vehicleGuids)
    .orderBy('created_at', 'desc')
    .orderBy('transaction_code')
    .execute();
}

export async function listCycleServices(db: Db, cycleGuid: string): Promise<Service[]> {
  return db.selectFrom('services').selectAll().where('cycle_guid', '=', cycleGuid).orderBy('created_at', 'desc').execute();
}

/** Every service the member submitted, oldest first. */
export async function listMemberServices(db: Db, memberId: number): Promise<Service[]> {
  return db.selectFrom('services').selectAll().where('member_id', '=', memberId).orderBy('created_at').orderBy('transaction_code').execute();
}

/** Every cycle of these vehicles, whatever its status, oldest first. */
export async function listCyclesOfVehicles(db: Db, vehicleGuids: string[]): Promise<Cycle[]> {
  if (vehicleGuids.length === 0) return [];
  return db.selectFrom('cycles').selectAll().where('vehicle_guid', 'in', vehicleGuids).orderBy('created_at').orderBy('guid').execute();
}

/** The receipts of the member's services, with the service's code. */
export async function listMemberReceipts(db: Db, memberId: number): Promise<(Receipt & { transaction_code: string })[]> {
  return db
    .selectFrom('receipts')
    .innerJoin('services', 'services.guid', 'receipts.service_guid')
    .selectAll('receipts')
    .select('services.transaction_code')
    .where('services.member_id', '=', memberId)
    .orderBy('receipts.id')
    .execute();
}

/**
 * A stored code as a lookup reads it, look-alike letters folded into digits. The literals, not
 * parameters, keep the expression the same as the index's (migration 2026_11_26_0012), so the index serves it.
 */
function codeKeyOf(column: 'transaction_code' | 'services.transaction_code') {
  return sql<string>`translate(${sql.ref(column)}, ${sql.lit(LOOK_ALIKES.letters)}, ${sql.lit(LOOK_ALIKES.digits)})`;
}

/**
 * The service a typed code names (`transactionCodeFrom`'s canonical form): found through its key,
 * so O and 0, I, L and 1 mean the same; should two older codes share a key, the one typed exactly wins.
 */
export async function findServiceByCode(db: Db, transactionCode: string, options: { forUpdate?: boolean } = {}): Promise<Service | undefined> {
  let query = db
    .selectFrom('services')
    .selectAll()
    .where(codeKeyOf('transaction_code'), '=', transactionCodeKey(transactionCode))
    .orderBy(sql`transaction_code = ${transactionCode}`, 'desc')
    .limit(1);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What the service-check poll answers from. */
export type PolledService = Pick<Service, 'status' | 'reject_reason' | 'free_oil_earned'>;

/** Compiled once: the poll is the busiest call there is, and its text never changes. */
const polledService = compiledOnce((db: Db, sessionId: string, memberId: number, transactionCode: string) =>
  liveSession(db, sessionId, memberId)
    .leftJoin('services', (join) => join.onRef('services.member_id', '=', 'sessions.member_id').on(codeKeyOf('services.transaction_code'), '=', transactionCode))
    .select(['services.guid', 'services.status', 'services.reject_reason', 'services.free_oil_earned', 'members.language']),
);

/**
 * The poll's one query: the session behind the token and the member's own service by code (its key), together.
 * Undefined when the session is no longer live (logged out, reset, removed), so revocation holds
 * on every node at once; `service` is null when the member has no service with that code.
 */
export async function findPolledService(db: Db, sessionId: string, memberId: number, transactionCode: string | null): Promise<{ service: PolledService | null; language: Language } | undefined> {
  const [row] = await polledService(db, sessionId, memberId, transactionCode === null ? '' : transactionCodeKey(transactionCode));
  if (!row) return undefined;
  const service = row.guid === null || row.status === null ? null : { status: row.status, reject_reason: row.reject_reason, free_oil_earned: row.free_oil_earned };
  return { service, language: row.language };
}

export async function findServiceBySubmission(db: Db, memberId: number, submissionId: string): Promise<Service | undefined> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
}

/** Whether a code, or an older code that reads the same, is taken. */
export async function transactionCodeExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('services').select('guid').where(codeKeyOf('transaction_code'), '=', transactionCodeKey(code)).executeTakeFirst();
  return row !== undefined;
}

export async function insertService(db: Db, service: NewService): Promise<Service> {
  return db.insertInto('services').values(service).returningAll().executeTakeFirstOrThrow();
}

export async function archivePendingServices(db: Db, cycleGuid: string, now: Date): Promise<void> {
  await db
    .updateTable('services')
    .set({ status: ServiceStatus.Archived, decided_at: now, decided_by: 'system' })
    .where('cycle_guid', '=', cycleGuid)
    .where('status', '=', ServiceStatus.Pending)
    .execute();
}

/** Decides a pending service; undefined when it is no longer pending (another decision came first). */
export async function setServiceDecision(
  db: Db,
  guid: string,
  patch: { status: ServiceStatusCode; decided_at: Date; decided_by: string; reject_reason?: string | null; verified_at?: Date | null; free_oil_earned?: string[] | null },
): Promise<Service | undefined> {
  const { free_oil_earned, ...rest } = patch;
  return db
    .updateTable('services')
    .set({ ...rest, ...(free_oil_earned !== undefined ? { free_oil_earned: free_oil_earned ? JSON.stringify(free_oil_earned) : null } : {}) })
    .where('guid', '=', guid)
    .where('status', '=', ServiceStatus.Pending)
    .returningAll()
    .executeTakeFirst();
}

/** Pending services submitted at or before `before`, oldest first, locked for the expiry job. */
export async function listPendingBefore(db: Db, before: Date, limit: number): Promise<Service[]> {
  return db
    .selectFrom('services')
    .selectAll()
    .where('status', '=', ServiceStatus.Pending)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function listServicesByStatus(db: Db, status: ServiceStatusCode | null, limit: number): Promise<Service[]> {
  let query = db.selectFrom('services').selectAll().orderBy('created_at').limit(limit);
  if (status !== null) query = query.where('status', '=', status);
  return query.execute();
}

/** How many of the member's services are verified: a referral reward follows the first only. */
export async function countVerifiedServices(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .where('status', '=', ServiceStatus.Verified)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markCampaignService(db: Db, guid: string): Promise<void> {
  await db.updateTable('services').set({ campaign_status: CampaignStatus.InCampaign }).where('guid', '=', guid).execute();
}

// Receipts.

export async function findReceiptByHash(db: Db, sha256: string): Promise<Receipt | undefined> {
  return db.selectFrom('receipts').selectAll().where('sha256', '=', sha256).executeTakeFirst();
}

export async function findReceiptOfService(db: Db, serviceGuid: string): Promise<Receipt | undefined> {
  return db.selectFrom('receipts').selectAll().where('service_guid', '=', serviceGuid).executeTakeFirst();
}

/** Inserts unless the same file was stored meanwhile (a concurrent duplicate): then answers false. */
export async function insertReceipt(db: Db, receipt: Omit<Receipt, 'id'>): Promise<boolean> {
  const row = await db
    .insertInto('receipts')
    .values(receipt)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the receipt rows of the member's services; answers their storage keys, whose files go once the caller commits. */
export async function deleteMemberReceipts(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('receipts')
    .where('service_guid', 'in', (qb) => qb.selectFrom('services').select('guid').where('member_id', '=', memberId))
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Which of these storage keys a receipt row names. */
export async function storedReceiptKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('receipts').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}
