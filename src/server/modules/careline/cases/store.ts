import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Member, Service } from '../../../db/schema';
import { ServiceStatus } from '../../../../shared/contract/loyalty';

/** The columns a search hit shows. */
export type MemberRow = Pick<Member, 'id' | 'mobile_number' | 'fullname' | 'email' | 'verified_at'>;
const HIT_COLUMNS = ['members.id', 'members.mobile_number', 'members.fullname', 'members.email', 'members.verified_at'] as const;

/** A LIKE pattern matching text that begins with `prefix`, whatever characters it holds. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

export async function membersByMobile(db: Db, numbers: string[]): Promise<MemberRow[]> {
  if (numbers.length === 0) return [];
  return db.selectFrom('members').select(HIT_COLUMNS).where('mobile_number', 'in', numbers).where('anonymised_at', 'is', null).execute();
}

export async function memberByPlate(db: Db, plate: string): Promise<MemberRow[]> {
  return db
    .selectFrom('vehicles')
    .innerJoin('members', 'members.id', 'vehicles.member_id')
    .select(HIT_COLUMNS)
    .where('vehicles.plate_number', '=', plate)
    .where('members.anonymised_at', 'is', null)
    .execute();
}

/** Through the same expression as `members_email_lower`, so it is an index lookup. */
export async function membersByEmail(db: Db, email: string): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .select(HIT_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('anonymised_at', 'is', null)
    .orderBy('id')
    .limit(20)
    .execute();
}

/** The expression `members_name_prefix` indexes (migration 0041); a query must say it the same way. */
const NAME_KEY = sql<string>`lower(fullname) COLLATE "C"`;

/**
 * Names beginning with `prefix`, in name order: a range scan of `members_name_prefix` in the
 * index's own order, so a common start stops after `limit` rows rather than sorting every match.
 */
export function namePrefixQuery(db: Db, prefix: string, limit: number) {
  return db
    .selectFrom('members')
    .select(HIT_COLUMNS)
    .where(NAME_KEY, 'like', likePrefix(prefix.toLowerCase()))
    .where('anonymised_at', 'is', null)
    .orderBy(NAME_KEY)
    .limit(limit);
}

export async function membersByNamePrefix(db: Db, prefix: string, limit: number): Promise<MemberRow[]> {
  return namePrefixQuery(db, prefix, limit).execute();
}

export async function memberOfId(db: Db, id: number): Promise<MemberRow[]> {
  return db.selectFrom('members').select(HIT_COLUMNS).where('id', '=', id).where('anonymised_at', 'is', null).execute();
}

export async function countLiveSessions(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The flags of several services, with the Service ID of the other service a flag points at. */
export async function flagsOfServices(db: Db, serviceGuids: string[]) {
  if (serviceGuids.length === 0) return [];
  return db
    .selectFrom('service_flags')
    .leftJoin('services as other', 'other.guid', 'service_flags.other_service_guid')
    .select(['service_flags.service_guid', 'service_flags.kind', 'service_flags.reason', 'service_flags.figures', 'service_flags.created_at', 'other.transaction_code as other_transaction_code'])
    .where('service_flags.service_guid', 'in', serviceGuids)
    .orderBy('service_flags.id')
    .execute();
}

/** Which of the services keep a receipt file. */
export async function servicesWithReceipts(db: Db, serviceGuids: string[]): Promise<Set<string>> {
  if (serviceGuids.length === 0) return new Set();
  const rows = await db.selectFrom('receipts').select('service_guid').where('service_guid', 'in', serviceGuids).execute();
  return new Set(rows.map((row) => row.service_guid));
}

export interface PendingRow extends Service {
  plate_number: string;
  mobile_number: string;
  anonymised: boolean;
  workshop_name: string;
}

/**
 * A page of pending services, oldest first (the oldest is nearest the 5-day limit): `services_pending`
 * (status, created_at) for every workshop, `services_workshop_status` for one.
 */
export async function listPendingPage(db: Db, workshopId: string | null, offset: number, limit: number): Promise<{ rows: PendingRow[]; total: number }> {
  let base = db.selectFrom('services').where('services.status', '=', ServiceStatus.Pending);
  if (workshopId !== null) base = base.where('services.workshop_id', '=', workshopId);
  const rows = await base
    .innerJoin('vehicles', 'vehicles.guid', 'services.vehicle_guid')
    .innerJoin('members', 'members.id', 'services.member_id')
    .leftJoin('workshops', 'workshops.workshop_id', 'services.workshop_id')
    .selectAll('services')
    .select(['vehicles.plate_number', 'members.mobile_number', 'workshops.name as workshop_name'])
    .select(sql<boolean>`members.anonymised_at IS NOT NULL`.as('anonymised'))
    .orderBy('services.created_at')
    .orderBy('services.guid')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows: rows.map((row) => ({ ...row, workshop_name: row.workshop_name ?? '' })), total: Number(count.n) };
}

export async function vehicleByPlate(db: Db, plate: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('vehicles').selectAll().where('plate_number', '=', plate);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function countServicesOfVehicle(db: Db, vehicleGuid: string): Promise<{ all: number; pending: number }> {
  const row = await db
    .selectFrom('services')
    .select((eb) => [eb.fn.countAll<string>().as('all'), eb.fn.count<string>(sql`CASE WHEN status = ${ServiceStatus.Pending} THEN 1 END`).as('pending')])
    .where('vehicle_guid', '=', vehicleGuid)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), pending: Number(row.pending) };
}

export async function deleteVehicle(db: Db, guid: string): Promise<void> {
  await db.deleteFrom('vehicles').where('guid', '=', guid).execute();
}

/** The plate becomes one no one will type (as a removed member's cars have), so its owner may register it. */
export async function releasePlate(db: Db, guid: string): Promise<void> {
  await db
    .updateTable('vehicles')
    .set({ plate_number: sql<string>`'X' || upper(substr(replace(guid::text, '-', ''), 1, 15))` })
    .where('guid', '=', guid)
    .execute();
}
