/** Schemas of the brand's reports (contract/reports.ts). */
import { Type } from '@sinclair/typebox';
import { Nullable, Text } from './fields';

export const ReportQuery = Type.Object({
  from: Type.Optional(Text(10, { description: 'The first day of the period, YYYY-MM-DD in Malaysia time (required)', examples: ['2026-03-01'] })),
  to: Type.Optional(Text(10, { description: 'The last day of the period, YYYY-MM-DD in Malaysia time, at most 366 days after from (required)', examples: ['2026-03-31'] })),
  workshop: Type.Optional(Text(10, { description: 'One workshop ID; only for the services, workshops and free bottles reports' })),
  format: Type.Optional(Text(4, { description: "'csv' for a CSV file with the rows' columns (as does `Accept: text/csv`); JSON otherwise" })),
});

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const DayKey = Type.String({ description: 'A day of the period, YYYY-MM-DD in Malaysia time' });

export const ServicesDayRow = Type.Object({
  day: DayKey,
  submitted: Count('Services submitted that day'),
  verified: Count('Services verified that day'),
  rejected: Count('Services rejected that day by the workshop or the careline'),
  expired: Count('Services rejected that day because no one decided them within 5 days'),
});

export const WorkshopReportRow = Type.Object({
  workshop_id: Type.String(),
  workshop_name: Type.String(),
  submitted: Count('Services submitted to the workshop in the period'),
  verified: Count('Services verified in the period'),
  rejected: Count('Services rejected in the period by the workshop or the careline'),
  expired: Count('Services that expired in the period'),
  verify_p50_hours: Nullable(Type.Number({ description: 'Median hours from submission to verification of the services verified in the period; null when none' })),
  verify_p95_hours: Nullable(Type.Number({ description: '95th percentile of the same hours; null when none' })),
});

export const FreeBottlesRow = Type.Object({
  range: Type.String({ description: "The oil's product range, as 'Quartz 7000'" }),
  bottles: Count('Free bottles verified in the period'),
});

export const ReferralRewardsRow = Type.Object({
  day: DayKey,
  earned: Count('Rewards earned that day (a referred member’s first verified service)'),
  redeemed: Count('Rewards redeemed that day (the referrer gave a delivery address)'),
});

export const FestiveEntriesRow = Type.Object({
  day: DayKey,
  entries: Count('Festive campaign entries made that day'),
  ringgit: Count('Ringgit of reload PINs those entries earn'),
});

export const PinStockRow = Type.Object({
  amount: Count('Ringgit of the reload PIN'),
  loaded: Count('PINs loaded in the period'),
  given: Count('PINs given to entries in the period'),
  left: Count('PINs not yet given at the end of the period'),
});

const Result = <Row extends ReturnType<typeof Type.Object>>(row: Row) =>
  Type.Object({
    from: Type.String({ description: 'The first day of the period' }),
    to: Type.String({ description: 'The last day of the period' }),
    workshop: Nullable(Type.String({ description: 'The workshop the report is narrowed to; null for all' })),
    rows: Type.Array(row),
  });

export const ServicesReport = Result(ServicesDayRow);
export const WorkshopsReport = Result(WorkshopReportRow);
export const FreeBottlesReport = Result(FreeBottlesRow);
export const ReferralRewardsReport = Result(ReferralRewardsRow);
export const FestiveEntriesReport = Result(FestiveEntriesRow);
export const PinStockReport = Result(PinStockRow);
