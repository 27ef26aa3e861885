/**
 * The brand's reports (GET /api/ops/reports/...) at each size: each report over the last 30 filled
 * days and over the longest period a report takes (366 days, about half of what the fill spread),
 * the services report also for one workshop. Timed through the whole app like the other calls; the
 * queries they run are recorded with the others, so their plans are checked for whole scans.
 */
import type { InjectOptions } from 'fastify';
import { REPORT_MAX_DAYS, reportPaths } from '../../../src/shared/contract/reports';
import { addDays, malaysiaDay } from '../../../src/shared/loyalty/days';
import type { BenchContext } from './endpoints';

/** Each report's p50 at every size must be under this (issue 26). */
export const REPORT_GOAL_MS = 300;

export interface ReportCall {
  name: string;
  request(ctx: BenchContext): InjectOptions;
}

/** The periods end 60 days before the run: the fill's services end 45 days before it. */
export function reportCalls(now: Date): ReportCall[] {
  const to = malaysiaDay(new Date(now.getTime() - 60 * 24 * 3600 * 1000));
  const periods = [
    { label: '30 days', from: addDays(to, -29) },
    { label: `${REPORT_MAX_DAYS} days`, from: addDays(to, -(REPORT_MAX_DAYS - 1)) },
  ];
  const calls: ReportCall[] = [];
  for (const period of periods) {
    for (const path of Object.values(reportPaths)) {
      calls.push({
        name: `report ${path.split('/').pop()} (${period.label})`,
        request: (ctx) => ({ method: 'GET', url: `${path}?from=${period.from}&to=${to}`, headers: ctx.operatorHeaders }),
      });
    }
    calls.push({
      name: `report services of one workshop (${period.label})`,
      request: (ctx) => ({ method: 'GET', url: `${reportPaths.services}?from=${period.from}&to=${to}&workshop=${ctx.workshopId}`, headers: ctx.operatorHeaders }),
    });
  }
  return calls;
}
