import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The cheapest round trip to the database. */
export async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
