/**
 * The brand's reports in the careline console (issue 26, section 3): GET /api/ops/reports/<report>
 * for a period of Malaysian days, as JSON or as CSV with the same columns as the JSON rows.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/reports';
import { parseIsoDate } from '../rules/dates';

export const reportPaths = {
  services: '/api/ops/reports/services',
  workshops: '/api/ops/reports/workshops',
  freeBottles: '/api/ops/reports/free-bottles',
  referralRewards: '/api/ops/reports/referral-rewards',
  festiveEntries: '/api/ops/reports/festive-entries',
  pinStock: '/api/ops/reports/pin-stock',
} as const;

export type ReportName = keyof typeof reportPaths;

/** The longest period a report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** Reports that can be narrowed to one workshop; the others are about members or the campaign. */
export const REPORTS_BY_WORKSHOP: readonly ReportName[] = ['services', 'workshops', 'freeBottles'];

export const reportErrors = {
  fromMissing: 'from is required: the first day of the period (YYYY-MM-DD, Malaysia time)',
  toMissing: 'to is required: the last day of the period (YYYY-MM-DD, Malaysia time)',
  fromInvalid: 'from must be a day of the calendar (YYYY-MM-DD)',
  toInvalid: 'to must be a day of the calendar (YYYY-MM-DD)',
  rangeInvalid: 'from must not be after to',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: shorten the period`,
  workshopInvalid: 'workshop must be a workshop ID (4 to 10 letters or digits)',
  workshopUnknown: 'No workshop has this ID',
  workshopNotApplicable: 'This report is not kept by workshop: leave workshop out',
  formatInvalid: 'format must be json or csv',
} as const;

/**
 * Each report's columns, in order: the keys of its JSON rows and the header of its CSV. The console
 * draws its tables from them too.
 */
export const reportColumns = {
  services: ['day', 'submitted', 'verified', 'rejected', 'expired'],
  workshops: ['workshop_id', 'workshop_name', 'submitted', 'verified', 'rejected', 'expired', 'verify_p50_hours', 'verify_p95_hours'],
  freeBottles: ['range', 'bottles'],
  referralRewards: ['day', 'earned', 'redeemed'],
  festiveEntries: ['day', 'entries', 'ringgit'],
  pinStock: ['amount', 'loaded', 'given', 'left'],
} as const satisfies Record<ReportName, readonly string[]>;

export type ServicesDayRow = Static<typeof S.ServicesDayRow>;
export type WorkshopReportRow = Static<typeof S.WorkshopReportRow>;
export type FreeBottlesRow = Static<typeof S.FreeBottlesRow>;
export type ReferralRewardsRow = Static<typeof S.ReferralRewardsRow>;
export type FestiveEntriesRow = Static<typeof S.FestiveEntriesRow>;
export type PinStockRow = Static<typeof S.PinStockRow>;
export type ReportQuery = Static<typeof S.ReportQuery>;

export interface ReportRows {
  services: ServicesDayRow;
  workshops: WorkshopReportRow;
  freeBottles: FreeBottlesRow;
  referralRewards: ReferralRewardsRow;
  festiveEntries: FestiveEntriesRow;
  pinStock: PinStockRow;
}

/** `result` of a report: the period it covers and its rows. */
export interface Report<Name extends ReportName = ReportName> {
  from: string;
  to: string;
  workshop: string | null;
  rows: ReportRows[Name][];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReportPeriodProblem = 'fromMissing' | 'toMissing' | 'fromInvalid' | 'toInvalid' | 'rangeInvalid' | 'tooLong';

/** What is wrong with a period (keys of reportErrors), or null: the server refuses it, the console says so before asking. */
export function reportPeriodProblem(from: string | undefined, to: string | undefined): ReportPeriodProblem | null {
  const first = from?.trim() ?? '';
  const last = to?.trim() ?? '';
  if (!first) return 'fromMissing';
  if (!last) return 'toMissing';
  const start = parseIsoDate(first);
  const end = parseIsoDate(last);
  if (!start) return 'fromInvalid';
  if (!end) return 'toInvalid';
  const length = Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY_MS) + 1;
  if (length < 1) return 'rangeInvalid';
  return length > REPORT_MAX_DAYS ? 'tooLong' : null;
}
