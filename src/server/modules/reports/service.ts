import type { ApiContext } from '../../context';
import { badRequest } from '../../http/errors';
import { writeAudit } from '../audit/store';
import { oilByCode, oils } from '../../../shared/catalogue/oils';
import {
  REPORTS_BY_WORKSHOP,
  reportErrors,
  type Report,
  type ReportName,
  type ReportQuery,
  type ReportRows,
} from '../../../shared/contract/reports';
import { readPeriod, readWorkshop, type Period } from './period';
import * as store from './store';

type Build<Name extends ReportName> = (ctx: ApiContext, period: Period, workshop: string | null) => Promise<ReportRows[Name][]>;

/** Counts by day, every day of the period present (a quiet day is a row of zeros). */
function byDay<Row extends { day: string }>(period: Period, zero: Omit<Row, 'day'>, parts: { day: string }[][]): Row[] {
  const rows = new Map(period.days.map((day) => [day, { day, ...zero } as Row]));
  for (const part of parts) for (const entry of part) Object.assign(rows.get(entry.day) ?? {}, entry);
  return [...rows.values()];
}

/**
 * The product range of an oil, as the brand reports free bottles: its series' first two words
 * ('Quartz INEO HTC' and 'Quartz INEO MC3' are both 'Quartz INEO'). An oil code the catalogue no
 * longer has is its own range.
 */
export function oilRange(code: string): string {
  const oil = oilByCode(code);
  return oil ? oil.fullName[0].split(' ').slice(0, 2).join(' ') : code;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** The catalogue's ranges in its order (highest rank first), each once. */
const catalogueRanges = [...new Set(oils.map((oil) => oilRange(oil.code)))];

const builders: { [Name in ReportName]: Build<Name> } = {
  async services(ctx, period, workshop) {
    return byDay(period, { submitted: 0, verified: 0, rejected: 0, expired: 0 }, [await store.servicesByDay(ctx.db, period, workshop)]);
  },

  async workshops(ctx, period, workshop) {
    const [counts, histograms] = await Promise.all([store.servicesByWorkshop(ctx.db, period, workshop), store.verifyHistograms(ctx.db, period, workshop)]);
    const names = await store.workshopNamesOf(ctx.db, counts.map((row) => row.workshop_id));
    return counts
      .sort((a, b) => (a.workshop_id < b.workshop_id ? -1 : 1))
      .map((row) => {
        const histogram = histograms.get(row.workshop_id) ?? [];
        return {
          workshop_id: row.workshop_id,
          workshop_name: names.get(row.workshop_id) ?? '',
          submitted: row.submitted,
          verified: row.verified,
          rejected: row.rejected,
          expired: row.expired,
          verify_p50_hours: round1(store.histogramPercentile(histogram, 0.5)),
          verify_p95_hours: round1(store.histogramPercentile(histogram, 0.95)),
        };
      });
  },

  async freeBottles(ctx, period, workshop) {
    const byRange = new Map(catalogueRanges.map((range) => [range, 0]));
    for (const row of await store.freeBottlesByOil(ctx.db, period, workshop)) {
      const range = oilRange(row.oil_code);
      byRange.set(range, (byRange.get(range) ?? 0) + row.bottles);
    }
    return [...byRange].map(([range, bottles]) => ({ range, bottles }));
  },

  async referralRewards(ctx, period) {
    const [earned, redeemed] = await Promise.all([store.rewardsEarnedByDay(ctx.db, period), store.rewardsRedeemedByDay(ctx.db, period)]);
    return byDay(period, { earned: 0, redeemed: 0 }, [earned.map(({ day, n }) => ({ day, earned: n })), redeemed.map(({ day, n }) => ({ day, redeemed: n }))]);
  },

  async festiveEntries(ctx, period) {
    return byDay(period, { entries: 0, ringgit: 0 }, [await store.festiveEntriesByDay(ctx.db, period)]);
  },

  async pinStock(ctx, period) {
    const stock = await store.pinStock(ctx.db, period);
    const { amountBuy3, amountBuy4 } = ctx.config.festiveCampaign;
    const amounts = [...new Set([amountBuy4, amountBuy3, ...stock.map((row) => row.amount)])].sort((a, b) => a - b);
    const byAmount = new Map(stock.map((row) => [row.amount, row]));
    return amounts.map((amount) => {
      const row = byAmount.get(amount);
      return { amount, loaded: row?.loaded ?? 0, given: row?.given ?? 0, left: row?.left ?? 0 };
    });
  },
};

/**
 * One report for the careline, audited under the operator after it is read (a refused query is
 * neither read nor audited). The period and the workshop are checked before any report query runs.
 */
export async function readReport<Name extends ReportName>(
  ctx: ApiContext,
  name: Name,
  query: ReportQuery,
  format: 'json' | 'csv',
  operator: string,
): Promise<Report<Name>> {
  const period = readPeriod(query);
  const workshop = readWorkshop(query.workshop);
  if (workshop !== null && !REPORTS_BY_WORKSHOP.includes(name)) throw badRequest(reportErrors.workshopNotApplicable);
  if (workshop !== null && !(await store.workshopExists(ctx.db, workshop))) throw badRequest(reportErrors.workshopUnknown);
  const rows = await (builders[name] as Build<Name>)(ctx, period, workshop);
  await writeAudit(ctx.db, {
    actor: operator,
    action: 'report.read',
    subject: workshop,
    details: { report: name, from: period.from, to: period.to, format },
    at: ctx.clock.now(),
  });
  return { from: period.from, to: period.to, workshop, rows };
}
