import type { Db } from '../../db/database';
import { WorkshopStatus } from '../../db/schema';
import { seedWorkshops } from '../../db/seedWorkshops';
import { insertMissingWorkshops } from './store';

/**
 * Loads reference data a fresh database needs. Safe to run on every start: a workshop already
 * present (by workshop_id) is left as the operators keep it.
 */
export async function seedDatabase(db: Db, now: Date): Promise<{ workshopsAdded: number }> {
  const rows = seedWorkshops.map((w) => ({
    ...w,
    status: w.status ?? WorkshopStatus.Active,
    listed: w.listed ?? true,
    api_key_hash: null,
    created_at: now,
    updated_at: now,
  }));
  const added = await insertMissingWorkshops(db, rows);
  return { workshopsAdded: added.length };
}
