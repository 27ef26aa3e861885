import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FestiveEntry, FestivePin } from '../../db/schema';

export type NewEntry = Omit<FestiveEntry, 'id'>;

export async function findEntryByService(db: Db, serviceGuid: string): Promise<FestiveEntry | undefined> {
  return db.selectFrom('festive_entries').selectAll().where('service_guid', '=', serviceGuid).executeTakeFirst();
}

/** The member's first entry: its name is the one every later entry keeps. */
export async function findFirstEntryOfMember(db: Db, memberId: number): Promise<FestiveEntry | undefined> {
  return db.selectFrom('festive_entries').selectAll().where('member_id', '=', memberId).orderBy('id', 'asc').limit(1).executeTakeFirst();
}

/** Inserts unless the service already has an entry (a concurrent submit): then answers undefined. */
export async function insertEntry(db: Db, entry: NewEntry): Promise<FestiveEntry | undefined> {
  return db
    .insertInto('festive_entries')
    .values(entry)
    .onConflict((oc) => oc.column('service_guid').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives the oldest free PIN of the amount to the entry; undefined when the pool has none or the
 * entry already holds one (another PIN load, waiting on the same entries, served it first).
 */
export async function assignFreePin(db: Db, entryId: number, amount: number, now: Date): Promise<FestivePin | undefined> {
  const free = await db
    .selectFrom('festive_pins')
    .select('id')
    .where('amount', '=', amount)
    .where('entry_id', 'is', null)
    .orderBy('id', 'asc')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!free) return undefined;
  return db
    .updateTable('festive_pins')
    .set({ entry_id: entryId, assigned_at: now })
    .where('id', '=', free.id)
    .where('entry_id', 'is', null)
    // Read by this statement, after the other load committed: the entry's PIN is seen, none is added.
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('festive_pins as held').select('held.id').where('held.entry_id', '=', entryId))))
    .returningAll()
    .executeTakeFirst();
}

/** Entries still waiting for a PIN, oldest first, locked so two loads never serve one twice. */
export async function listEntriesWithoutPin(db: Db): Promise<FestiveEntry[]> {
  return db
    .selectFrom('festive_entries')
    .selectAll()
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('festive_pins').select('festive_pins.id').whereRef('festive_pins.entry_id', '=', 'festive_entries.id'))),
    )
    .orderBy('id', 'asc')
    .forUpdate()
    .execute();
}

/** Adds PINs to the pool; one already there is skipped. Answers the PINs added. */
export async function insertPins(db: Db, pins: { pin: string; amount: number }[], loadedBy: string, now: Date): Promise<Set<string>> {
  const added = new Set<string>();
  // Batches keep each statement's parameter count well under the database's limit.
  for (let i = 0; i < pins.length; i += 1000) {
    const rows = pins.slice(i, i + 1000).map(({ pin, amount }) => ({ pin, amount, loaded_by: loadedBy, loaded_at: now }));
    const inserted = await db
      .insertInto('festive_pins')
      .values(rows)
      .onConflict((oc) => oc.column('pin').doNothing())
      .returning('pin')
      .execute();
    for (const row of inserted) added.add(row.pin);
  }
  return added;
}

/** The entries waiting for a PIN: how many of each amount, and the oldest `limit`. */
export async function waitingEntries(db: Db, limit: number) {
  const waiting = db
    .selectFrom('festive_entries')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('festive_pins').select('festive_pins.id').whereRef('festive_pins.entry_id', '=', 'festive_entries.id'))),
    );
  const [counts, entries] = await Promise.all([
    waiting.select(['amount', sql<string>`count(*)`.as('count')]).groupBy('amount').execute(),
    waiting
      .leftJoin('members', 'members.id', 'festive_entries.member_id')
      .select(['festive_entries.id', 'festive_entries.amount', 'festive_entries.transaction_code', 'festive_entries.created_at'])
      // A removed member's row keeps only a placeholder for a number: no case to open.
      .select(sql<string | null>`case when members.anonymised_at is null then members.mobile_number end`.as('member_mobile'))
      .orderBy('festive_entries.id', 'asc')
      .limit(limit)
      .execute(),
  ]);
  return { counts: counts.map((row) => ({ amount: row.amount, count: Number(row.count) })), entries };
}

/** A removed member's entries stay for the accounts (PINs given, rewards sent); the person's details go. */
export async function forgetEntryDetails(db: Db, memberId: number): Promise<void> {
  await db.updateTable('festive_entries').set({ fullname: 'Removed member', mobile_number: '', mobile_no: '' }).where('member_id', '=', memberId).execute();
}

/** The member's entries with the amount and time of the PIN each was given (the PIN itself went by SMS). */
export async function listMemberEntries(db: Db, memberId: number) {
  return db
    .selectFrom('festive_entries')
    .leftJoin('festive_pins', 'festive_pins.entry_id', 'festive_entries.id')
    .selectAll('festive_entries')
    .select(['festive_pins.amount as pin_amount', 'festive_pins.assigned_at as pin_assigned_at'])
    .where('festive_entries.member_id', '=', memberId)
    .orderBy('festive_entries.id')
    .execute();
}

export async function countFreePins(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('festive_pins')
    .select(['amount', sql<string>`count(*)`.as('count')])
    .where('entry_id', 'is', null)
    .groupBy('amount')
    .execute();
  return Object.fromEntries(rows.map((row) => [String(row.amount), Number(row.count)]));
}
