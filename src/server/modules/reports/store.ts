/**
 * The reports' queries. Services and PINs are read from their daily rollups (migration
 * 2026_11_27_0061_report_rollups), the rest from the period's entries of one index that holds every
 * column it counts (migration 2026_11_26_0060_reports), grouped in the database: the rows that
 * travel are a period's days, a handful of workshops, ranges or amounts, never the services themselves.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Period } from './period';

/** The Malaysian day (UTC+8 all year) of a timestamp column, as 'YYYY-MM-DD'. */
const malaysiaDay = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;

/** Whole counts: PostgreSQL counts in bigint. */
const count = (): RawBuilder<number> => sql<number>`count(*)::int`;

export interface DecidedCounts {
  verified: number;
  rejected: number;
  expired: number;
}

/** The rollup's days of the period, of one workshop or all. */
function serviceDays(db: Db, period: Period, workshop: string | null) {
  return db
    .selectFrom('report_service_days')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .$if(workshop !== null, (q) => q.where('workshop_id', '=', workshop!));
}

const sums = [
  sql<number>`sum(submitted)::int`.as('submitted'),
  sql<number>`sum(verified)::int`.as('verified'),
  sql<number>`sum(rejected)::int`.as('rejected'),
  sql<number>`sum(expired)::int`.as('expired'),
] as const;

/** Services submitted each day, and verified, rejected and expired each day; days without any are absent. */
export async function servicesByDay(db: Db, period: Period, workshop: string | null): Promise<({ day: string; submitted: number } & DecidedCounts)[]> {
  return serviceDays(db, period, workshop)
    .select(['day', ...sums])
    .groupBy('day')
    .execute();
}

/** The same counts over the whole period, by workshop; workshops without any are absent. */
export async function servicesByWorkshop(db: Db, period: Period, workshop: string | null): Promise<({ workshop_id: string; submitted: number } & DecidedCounts)[]> {
  return serviceDays(db, period, workshop)
    .select(['workshop_id', ...sums])
    .groupBy('workshop_id')
    .having(sql<boolean>`sum(submitted) + sum(verified) + sum(rejected) + sum(expired) > 0`)
    .execute();
}

/**
 * The hours of bucket `b` (1-based) of `report_verify_bucket` (migration 0061): to the nearest 6
 * minutes up to a day, 30 minutes up to 5 days, an hour up to 14 days; 14 days for anything longer.
 */
export function verifyBucketHours(b: number): number {
  const i = b - 1;
  if (i <= 240) return i / 10;
  if (i <= 432) return 24 + (i - 240) / 2;
  return 120 + (i - 432);
}

/**
 * Each workshop's histogram of the times to verify of the services it verified in the period: its
 * cumulative row at the period's last day less the one before its first day. Two index lookups a
 * workshop, whatever the period's length.
 */
export async function verifyHistograms(db: Db, period: Period, workshop: string | null): Promise<Map<string, number[]>> {
  const rows = await db
    .selectFrom('workshops as w')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('report_verify_hours')
          .select('counts')
          .whereRef('workshop_id', '=', 'w.workshop_id')
          .where('day', '<=', period.to)
          .orderBy('day', 'desc')
          .limit(1)
          .as('upto'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('report_verify_hours')
          .select('counts')
          .whereRef('workshop_id', '=', 'w.workshop_id')
          .where('day', '<', period.from)
          .orderBy('day', 'desc')
          .limit(1)
          .as('before'),
      (join) => join.onTrue(),
    )
    .select(['w.workshop_id', 'upto.counts as upto', 'before.counts as before'])
    .$if(workshop !== null, (q) => q.where('w.workshop_id', '=', workshop!))
    .execute();
  return new Map(rows.map((row) => [row.workshop_id, row.upto.map((n, i) => n - (row.before?.[i] ?? 0))]));
}

/**
 * PostgreSQL's percentile_cont over a histogram: the value at `fraction` of the way through the
 * sorted values, interpolated between its two neighbours; null when it holds nothing.
 */
export function histogramPercentile(counts: number[], fraction: number): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const position = fraction * (total - 1);
  const valueAt = (index: number): number => {
    let seen = 0;
    for (let b = 0; b < counts.length; b++) {
      seen += counts[b]!;
      if (index < seen) return verifyBucketHours(b + 1);
    }
    throw new Error('index beyond the histogram');
  };
  const lower = valueAt(Math.floor(position));
  return lower + (position - Math.floor(position)) * (valueAt(Math.ceil(position)) - lower);
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
 * PINs by amount: loaded and given in the period, and those left at its end (all loaded up to its
 * last day less all given up to it), from the rollup's days (a few a campaign, never one a PIN).
 */
export async function pinStock(db: Db, period: Period): Promise<{ amount: number; loaded: number; given: number; left: number }[]> {
  return db
    .selectFrom('report_pin_days')
    .select([
      'amount',
      sql<number>`coalesce(sum(loaded) filter (where day >= ${period.from}), 0)::int`.as('loaded'),
      sql<number>`coalesce(sum(given) filter (where day >= ${period.from}), 0)::int`.as('given'),
      sql<number>`(sum(loaded) - sum(given))::int`.as('left'),
    ])
    .where('day', '<=', period.to)
    .groupBy('amount')
    .execute();
}
