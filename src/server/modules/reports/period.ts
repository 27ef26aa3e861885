import { badRequest } from '../../http/errors';
import { reportErrors, reportPeriodProblem, type ReportQuery } from '../../../shared/contract/reports';
import { addDays, daysBetween } from '../../../shared/loyalty/days';
import { WORKSHOP_ID_PATTERN } from '../../../shared/rules/workshop';
import { normaliseWorkshopId } from '../../../shared/loyalty/submission';

/** A report's period: Malaysian days, both included, and the instants the queries compare with. */
export interface Period {
  from: string;
  to: string;
  /** The first instant of `from` in Malaysia. */
  start: Date;
  /** The first instant after `to` in Malaysia: the queries' bound excludes itself. */
  end: Date;
  /** Every day of the period in order, so a day without any event is a row of zeros. */
  days: string[];
}

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export function readPeriod(query: ReportQuery): Period {
  const problem = reportPeriodProblem(query.from, query.to);
  if (problem) throw badRequest(reportErrors[problem]);
  const from = query.from!.trim();
  const to = query.to!.trim();
  const length = daysBetween(from, to) + 1;
  return { from, to, start: dayStart(from), end: dayStart(addDays(to, 1)), days: Array.from({ length }, (_, i) => addDays(from, i)) };
}

/** The workshop ID asked for, as stored (upper-case), or null for all; whether it exists is the caller's check. */
export function readWorkshop(text: string | undefined): string | null {
  if (text === undefined || text.trim() === '') return null;
  if (!WORKSHOP_ID_PATTERN.test(text.trim())) throw badRequest(reportErrors.workshopInvalid);
  return normaliseWorkshopId(text);
}

export type ReportFormat = 'json' | 'csv';

/** `?format=` wins; without it a caller that accepts CSV and not JSON first gets CSV. */
export function readFormat(format: string | undefined, accept: string | undefined): ReportFormat {
  if (format !== undefined && format !== '') {
    const value = format.trim().toLowerCase();
    if (value !== 'json' && value !== 'csv') throw badRequest(reportErrors.formatInvalid);
    return value;
  }
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  const csv = types.indexOf('text/csv');
  const json = types.indexOf('application/json');
  return csv >= 0 && (json < 0 || csv < json) ? 'csv' : 'json';
}
