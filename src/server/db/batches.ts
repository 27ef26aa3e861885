import { sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

type Column<T extends keyof Database> = keyof Database[T] & string;

/** Rows of one table that fall due by a time column, named by a key column. */
export interface DueRows<T extends keyof Database & string> {
  table: T;
  key: Column<T>;
  due: Column<T>;
  /** '<=' when a row is already due at the instant itself (a token expiring now can do nothing). */
  inclusive?: boolean;
}

/**
 * Deletes at most `limit` rows due before `dueBy` and says how many went. The retention sweeps call
 * it until fewer than `limit` go, so no sweep holds a large table's lock for long.
 */
export async function deleteDueRows<T extends keyof Database & string>(db: Db, rows: DueRows<T>, dueBy: Date, limit: number): Promise<number> {
  const { table, key, due } = rows;
  const before = rows.inclusive ? sql.raw('<=') : sql.raw('<');
  const result = await sql`
    delete from ${sql.table(table)} where ${sql.ref(key)} in (
      select ${sql.ref(key)} from ${sql.table(table)} where ${sql.ref(due)} ${before} ${dueBy} limit ${limit}
    )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
