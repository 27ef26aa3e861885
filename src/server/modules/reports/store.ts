/**
 * The reports' queries. Each reads the period's entries of one index that holds every column it
 * counts (migration 2026_11_26_0060_reports), grouped in the database: the rows that travel are a
 * period's days, a handful of workshops, ranges or amounts, never the services themselves.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';

/** The Malaysian day (UTC+8 all year) of a timestamp column, as 'YYYY-MM-DD'. */
const malaysiaDay = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

/** Whole counts: PostgreSQL counts in bigint. */
const count = (filter?: Expression<unknown>): RawBuilder<number> =>
  filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`;

const DECIDED_BY_EXPIRY = 'system';

export interface DecidedCounts {
  verified: number;
  rejected: number;
  expired: number;
}

export async function submittedByDay(db: Db, period: Period, workshop: string | null): Promise<{ day: string; submitted: number }[]> {
  return db
    .selectFrom('services')
    .select([malaysiaDay('created_at').as('day'), count().as('submitted')])
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .$if(workshop !== null, (q) => q.where('workshop_id', '=', workshop!))
    .groupBy(sql`1`)
    .execute();
}

const decidedCounts = {
  verified: count(sql`status = 1`),
  rejected: count(sql`status = 2 and decided_by <> ${DECIDED_BY_EXPIRY}`),
  expired: count(sql`status = 2 and decided_by = ${DECIDED_BY_EXPIRY}`),
};

export async function decidedByDay(db: Db, period: Period, workshop: string | null): Promise<({ day: string } & DecidedCounts)[]> {
  return db
    .selectFrom('services')
    .select([
      malaysiaDay('decided_at').as('day'),
      decidedCounts.verified.as('verified'),
      decidedCounts.rejected.as('rejected'),
      decidedCounts.expired.as('expired'),
    ])
    .where('decided_at', '>=', period.start)
    .where('decided_at', '<', period.end)
    .$if(workshop !== null, (q) => q.where('workshop_id', '=', workshop!))
    .groupBy(sql`1`)
    .execute();
}

export async function submittedByWorkshop(db: Db, period: Period, workshop: string | null): Promise<{ workshop_id: string; submitted: number }[]> {
  return db
    .selectFrom('services')
    .select(['workshop_id', count().as('submitted')])
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .$if(workshop !== null, (q) => q.where('workshop_id', '=', workshop!))
    .groupBy('workshop_id')
    .execute();
}

/** Hours from submission to verification, continuous percentiles over the services verified in the period. */
const verifyHours = (fraction: number) =>
  sql<number | null>`percentile_cont(${sql.lit(fraction)}) within group (order by extract(epoch from decided_at - created_at) / 3600) filter (where status = 1)`;

export async function decidedByWorkshop(
  db: Db,
  period: Period,
  workshop: string | null,
): Promise<({ workshop_id: string; p50: number | null; p95: number | null } & DecidedCounts)[]> {
  return db
    .selectFrom('services')
    .select([
      'workshop_id',
      decidedCounts.verified.as('verified'),
      decidedCounts.rejected.as('rejected'),
      decidedCounts.expired.as('expired'),
      verifyHours(0.5).as('p50'),
      verifyHours(0.95).as('p95'),
    ])
    .where('decided_at', '>=', period.start)
    .where('decided_at', '<', period.end)
    .$if(workshop !== null, (q) => q.where('workshop_id', '=', workshop!))
    .groupBy('workshop_id')
    .execute();
}

export async function workshopNamesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('workshops').select(['workshop_id', 'name']).where('workshop_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.workshop_id, row.name]));
}

export async function workshopExists(db: Db, workshopId: string): Promise<boolean> {
  return (await db.selectFrom('workshops').select('id').where('workshop_id', '=', workshopId).executeTakeFirst()) !== undefined;
}

/** Free bottles verified in the period, by oil: the predicate is the partial index's own. */
export async function freeBottlesByOil(db: Db, period: Period, workshop: string | null): Promise<{ oil_code: string; bottles: number }[]> {
  return db
    .selectFrom('services')
    .select(['oil_code', sql<number>`sum(total_bottle)::int`.as('bottles')])
    .where('free_oil', '=', true)
    .where('status', '=', 1)
    .where('verified_at', '>=', period.start)
    .where('verified_at', '<', period.end)
    .$if(workshop !== null, (q) => q.where('workshop_id', '=', workshop!))
    .groupBy('oil_code')
    .execute();
}

export async function rewardsEarnedByDay(db: Db, period: Period): Promise<{ day: string; n: number }[]> {
  return db
    .selectFrom('referral_rewards')
    .select([malaysiaDay('created_at').as('day'), count().as('n')])
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .groupBy(sql`1`)
    .execute();
}

export async function rewardsRedeemedByDay(db: Db, period: Period): Promise<{ day: string; n: number }[]> {
  return db
    .selectFrom('referral_rewards')
    .select([malaysiaDay('redeemed_at').as('day'), count().as('n')])
    .where('redeemed_at', '>=', period.start)
    .where('redeemed_at', '<', period.end)
    .groupBy(sql`1`)
    .execute();
}

export async function festiveEntriesByDay(db: Db, period: Period): Promise<{ day: string; entries: number; ringgit: number }[]> {
  return db
    .selectFrom('festive_entries')
    .select([malaysiaDay('created_at').as('day'), count().as('entries'), sql<number>`coalesce(sum(amount), 0)::int`.as('ringgit')])
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .groupBy(sql`1`)
    .execute();
}

/**
 * PINs by amount: loaded in the period, and those not given by its end. Every PIN loaded before the
 * end is read (from the index alone): the stock is all of them less those given; PINs are loaded by
 * the careline a file at a time, tens of thousands a campaign, never one per member.
 */
export async function pinsLoaded(db: Db, period: Period): Promise<{ amount: number; loaded: number; left: number }[]> {
  return db
    .selectFrom('festive_pins')
    .select([
      'amount',
      count(sql`loaded_at >= ${period.start}`).as('loaded'),
      count(sql`assigned_at is null or assigned_at >= ${period.end}`).as('left'),
    ])
    .where('loaded_at', '<', period.end)
    .groupBy('amount')
    .execute();
}

export async function pinsGiven(db: Db, period: Period): Promise<{ amount: number; given: number }[]> {
  return db
    .selectFrom('festive_pins')
    .select(['amount', count().as('given')])
    .where('assigned_at', '>=', period.start)
    .where('assigned_at', '<', period.end)
    .groupBy('amount')
    .execute();
}
