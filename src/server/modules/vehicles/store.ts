import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Vehicle } from '../../db/schema';

export async function listMemberVehicles(db: Db, memberId: number): Promise<Vehicle[]> {
  return db.selectFrom('vehicles').selectAll().where('member_id', '=', memberId).orderBy('created_at').orderBy('guid').execute();
}

export async function countMemberVehicles(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('vehicles')
    .select(sql<number>`count(*)::int`.as('vehicles'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.vehicles;
}

/** The vehicle, only if it belongs to the member; `forUpdate` serialises submissions for one car. */
export async function findMemberVehicle(
  db: Db,
  memberId: number,
  guid: string,
  options: { forUpdate?: boolean } = {},
): Promise<Vehicle | undefined> {
  let query = db.selectFrom('vehicles').selectAll().where('guid', '=', guid).where('member_id', '=', memberId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findVehicle(db: Db, guid: string): Promise<Vehicle | undefined> {
  return db.selectFrom('vehicles').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export async function plateTaken(db: Db, plate: string): Promise<boolean> {
  const row = await db.selectFrom('vehicles').select('guid').where('plate_number', '=', plate).executeTakeFirst();
  return row !== undefined;
}

/** Inserts unless the plate is already registered (a concurrent add): then answers undefined. */
export async function insertVehicle(db: Db, vehicle: Vehicle): Promise<Vehicle | undefined> {
  return db
    .insertInto('vehicles')
    .values(vehicle)
    .onConflict((oc) => oc.column('plate_number').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Locks the car's row, so a decision and a submission for one car never interleave. */
export async function lockVehicle(db: Db, guid: string): Promise<void> {
  await db.selectFrom('vehicles').select('guid').where('guid', '=', guid).forUpdate().execute();
}

/** A removed member's cars keep their services, under a plate no one will type, so the real plate may be registered again. */
export async function anonymiseMemberVehicles(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('vehicles')
    .set({ plate_number: sql<string>`'X' || upper(substr(replace(guid::text, '-', ''), 1, 15))`, brand: '', model: '', year_manufactured: null })
    .where('member_id', '=', memberId)
    .execute();
}
