import type { Db } from '../../db/database';
import { WorkshopStatus } from '../../db/schema';
import { workshopsToSeed } from '../../db/seedWorkshops';
import { insertMissingWorkshops } from './store';

/**
 * Loads reference data a fresh database needs: the partner workshops, and outside production the
 * internal test workshops 8888 and 9999. Safe to run on every start: a workshop already present
 * (by workshop_id) is left as the operators keep it.
 */
export async function seedDatabase(db: Db, now: Date, env: 'development' | 'production' | 'test'): Promise<{ workshopsAdded: number }> {
  const rows = workshopsToSeed(env).map((w) => ({
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
