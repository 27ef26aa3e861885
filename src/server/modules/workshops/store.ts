import type { Db } from '../../db/database';
import { WorkshopStatus, type NewWorkshop, type Workshop } from '../../db/schema';
import { normaliseWorkshopId } from '../../../shared/loyalty/submission';

/** Workshop IDs are kept upper-case; members may type them in any case. */
export async function findWorkshop(db: Db, workshopId: string): Promise<Workshop | undefined> {
  return db.selectFrom('workshops').selectAll().where('workshop_id', '=', normaliseWorkshopId(workshopId)).executeTakeFirst();
}

export async function findActiveWorkshop(db: Db, workshopId: string): Promise<Workshop | undefined> {
  return db
    .selectFrom('workshops')
    .selectAll()
    .where('workshop_id', '=', normaliseWorkshopId(workshopId))
    .where('status', '=', WorkshopStatus.Active)
    .executeTakeFirst();
}

/** The name a member may see: an unlisted workshop (the internal test ones) is never named to members. */
export function memberFacingName(workshop: { name: string; listed: boolean }): string {
  return workshop.listed ? workshop.name : '';
}

/** Names of the given workshops, by workshop_id, for the vehicle and service views. */
export async function workshopNames(db: Db, workshopIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(workshopIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('workshops').select(['workshop_id', 'name', 'listed']).where('workshop_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.workshop_id, memberFacingName(row)]));
}

/** The locator's list: active, listed workshops, by name. */
export async function listLocatorWorkshops(db: Db): Promise<Workshop[]> {
  return db
    .selectFrom('workshops')
    .selectAll()
    .where('status', '=', WorkshopStatus.Active)
    .where('listed', '=', true)
    .orderBy('name')
    .execute();
}

export async function findWorkshopByKeyHash(db: Db, keyHash: string): Promise<Workshop | undefined> {
  return db.selectFrom('workshops').selectAll().where('api_key_hash', '=', keyHash).executeTakeFirst();
}

export async function setWorkshopKeyHash(db: Db, workshopId: string, keyHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('workshops')
    .set({ api_key_hash: keyHash, updated_at: now })
    .where('workshop_id', '=', normaliseWorkshopId(workshopId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function isWorkshopMobile(db: Db, mobileNumber: string): Promise<boolean> {
  const row = await db.selectFrom('workshops').select('id').where('mobile_number', '=', mobileNumber).executeTakeFirst();
  return row !== undefined;
}

/** Inserts the workshops not there yet (by workshop_id); answers the ids added. */
export async function insertMissingWorkshops(db: Db, workshops: NewWorkshop[]): Promise<string[]> {
  const added = await db
    .insertInto('workshops')
    .values(workshops)
    .onConflict((oc) => oc.column('workshop_id').doNothing())
    .returning('workshop_id')
    .execute();
  return added.map((row) => row.workshop_id);
}
