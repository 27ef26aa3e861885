import { badRequest } from '../../http/errors';
import { REPORT_MAX_DAYS, reportErrors, type ReportQuery } from '../../../shared/contract/reports';
import { addDays, daysBetween } from '../../../shared/loyalty/days';
import { parseIsoDate } from '../../../shared/rules/dates';
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

function day(text: string | undefined, missing: string, invalid: string): string {
  if (text === undefined || text.trim() === '') throw badRequest(missing);
  const value = text.trim();
  if (!parseIsoDate(value)) throw badRequest(invalid);
  return value;
}

export function readPeriod(query: ReportQuery): Period {
  const from = day(query.from, reportErrors.fromMissing, reportErrors.fromInvalid);
  const to = day(query.to, reportErrors.toMissing, reportErrors.toInvalid);
  const length = daysBetween(from, to) + 1;
  if (length < 1) throw badRequest(reportErrors.rangeInvalid);
  if (length > REPORT_MAX_DAYS) throw badRequest(reportErrors.tooLong);
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
