import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ServiceStatus } from '../../../shared/contract/loyalty';

const asJson = (figures: Record<string, unknown>) => sql`${JSON.stringify(figures)}::jsonb` as unknown as string;

export async function insertMemberFlag(db: Db, flag: { member_id: number; kind: string; reason: string; figures: Record<string, unknown>; created_at: Date }): Promise<void> {
  await db.insertInto('member_flags').values({ ...flag, figures: asJson(flag.figures) }).execute();
}

/** Whether the member has a flag of the kind raised at or after the instant. */
export async function hasMemberFlagSince(db: Db, memberId: number, kind: string, since: Date): Promise<boolean> {
  const row = await db.selectFrom('member_flags').select('id').where('member_id', '=', memberId).where('kind', '=', kind).where('created_at', '>=', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface RecentService {
  transaction_code: string;
  workshop_id: string;
  created_at: Date;
}

/** The member's pending and verified services submitted at or after the instant, oldest first. */
export async function memberServicesSince(db: Db, memberId: number, since: Date): Promise<RecentService[]> {
  return db
    .selectFrom('services')
    .select(['transaction_code', 'workshop_id', 'created_at'])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('status', 'in', [ServiceStatus.Pending, ServiceStatus.Verified])
    .orderBy('created_at')
    .execute();
}

export interface CarService {
  guid: string;
  transaction_code: string;
  current_mileage: number;
  status: number;
  created_at: Date;
}

/** The car's services, newest first: a car has a few a year. */
export async function carServices(db: Db, vehicleGuid: string): Promise<CarService[]> {
  return db
    .selectFrom('services')
    .select(['guid', 'transaction_code', 'current_mileage', 'status', 'created_at'])
    .where('vehicle_guid', '=', vehicleGuid)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Members referred by the member who joined at or after the instant. */
export async function countReferralsSince(db: Db, referrerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('referrer_id', '=', referrerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRegistrationKeys(db: Db, keys: { member_id: number; address_key: string; device_key: string; created_at: Date }): Promise<void> {
  await db.insertInto('registration_keys').values(keys).onConflict((oc) => oc.column('member_id').doNothing()).execute();
}

export async function deleteRegistrationKeys(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('registration_keys').where('member_id', '=', memberId).execute();
}

/** Accounts registered with the address key (or the device key) at or after the instant. */
export async function countRegistrationsSince(db: Db, column: 'address_key' | 'device_key', key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('registration_keys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(column, '=', key)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface VerificationProfile {
  current_hour: Date | null;
  current_count: number;
  max_hourly: number;
  verified_total: number;
  hour_counts: number[];
}

/** The embedded database may hand an integer[] back as its text form. */
function countsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : String(value).replace(/[{}]/g, '').split(',').filter(Boolean);
  const counts = list.map(Number);
  return counts.length === 24 ? counts : Array.from({ length: 24 }, (_, i) => counts[i] ?? 0);
}

/** The workshop's profile, locked for the verification being counted; made empty on its first. */
export async function lockVerificationProfile(db: Db, workshopId: string): Promise<VerificationProfile> {
  await db
    .insertInto('workshop_verification_profiles')
    .values({ workshop_id: workshopId, hour_counts: sql`array_fill(0, ARRAY[24])` as unknown as number[] })
    .onConflict((oc) => oc.column('workshop_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('workshop_verification_profiles')
    .select(['current_hour', 'current_count', 'max_hourly', 'verified_total', 'hour_counts'])
    .where('workshop_id', '=', workshopId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { ...row, hour_counts: countsOf(row.hour_counts) };
}

export async function saveVerificationProfile(db: Db, workshopId: string, profile: VerificationProfile): Promise<void> {
  await db
    .updateTable('workshop_verification_profiles')
    .set({
      current_hour: profile.current_hour,
      current_count: profile.current_count,
      max_hourly: profile.max_hourly,
      verified_total: profile.verified_total,
      hour_counts: sql`ARRAY[${sql.join(profile.hour_counts.map((n) => sql`${n}::integer`))}]` as unknown as number[],
    })
    .where('workshop_id', '=', workshopId)
    .execute();
}
