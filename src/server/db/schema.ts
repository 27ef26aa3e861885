import type { Generated } from 'kysely';

/**
 * Row types of every table, one interface per table. Migrations in ./migrations create them;
 * a change here goes with a new migration, never an edit of an old one.
 */
export interface Database {
  meta: MetaTable;
}

export interface MetaTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}
