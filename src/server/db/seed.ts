import type { Db } from './database';
import { seedWorkshops } from './seedWorkshops';

/**
 * Loads reference data a fresh database needs. Safe to run on every start: a workshop already
 * present (by workshop_id) is left as the operators keep it.
 */
export async function seedDatabase(db: Db, now: Date): Promise<{ workshopsAdded: number }> {
  const rows = seedWorkshops.map((w) => ({
    ...w,
    status: w.status ?? 'active',
    listed: w.listed ?? true,
    api_key_hash: null,
    created_at: now,
    updated_at: now,
  }));
  const added = await db
    .insertInto('workshops')
    .values(rows)
    .onConflict((oc) => oc.column('workshop_id').doNothing())
    .returning('workshop_id')
    .execute();
  return { workshopsAdded: added.length };
}
