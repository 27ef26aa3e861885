import type { Db } from '../db/database';
import { WorkshopStatus } from '../db/schema';
import { hashWorkshopKey, newWorkshopKey } from '../modules/workshops/keys';
import type { TestApp } from './testApp';

export interface TestWorkshop {
  /** As members type it: 4 to 10 capital letters and digits. */
  workshopId: string;
  /** The workshop app's key (`X-Workshop-Key`). */
  key: string;
  mobileNumber: string;
  name: string;
}

export interface WorkshopOptions {
  workshopId?: string;
  name?: string;
  state?: string;
  status?: WorkshopStatus;
  listed?: boolean;
  tqac?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  mobileNumber?: string;
}

let made = 0;

/**
 * A workshop of the test's own, with a key already issued, so no test depends on the production
 * seed. Ids and numbers differ on every call within a file (the database is emptied between apps).
 */
export async function createWorkshop(t: TestApp | { database: { db: Db }; clock: { now(): Date } }, options: WorkshopOptions = {}): Promise<TestWorkshop> {
  made += 1;
  const serial = String(made).padStart(4, '0');
  const workshopId = options.workshopId ?? `TW${serial}`;
  const name = options.name ?? `Test Workshop ${workshopId}`;
  const mobileNumber = options.mobileNumber ?? `6030777${serial}`;
  const key = newWorkshopKey();
  const now = t.clock.now();
  await t.database.db
    .insertInto('workshops')
    .values({
      workshop_id: workshopId,
      name,
      address: `${made}, Jalan Ujian, 50000 Kuala Lumpur`,
      state: options.state ?? 'Kuala Lumpur',
      latitude: options.latitude === undefined ? 3.139 : options.latitude,
      longitude: options.longitude === undefined ? 101.6869 : options.longitude,
      mobile_number: mobileNumber,
      tqac_workshop: options.tqac ?? false,
      status: options.status ?? WorkshopStatus.Active,
      listed: options.listed ?? true,
      api_key_hash: hashWorkshopKey(key),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { workshopId, key, mobileNumber, name };
}
