import type { FastifyBaseLogger } from 'fastify';
import { scrubSecrets, type ClientErrorEntry, type ClientErrorReport } from '../../../shared/contract/errorReports';

export interface ReportOrigin {
  ip: string;
  userAgent: string;
  receivedAt: Date;
}

/** An entry as it is logged: secrets scrubbed again, whatever the browser did. */
function cleanEntry(entry: ClientErrorEntry): ClientErrorEntry {
  return {
    source: entry.source,
    message: scrubSecrets(entry.message),
    ...(entry.stack ? { stack: scrubSecrets(entry.stack) } : {}),
    ...(entry.url ? { url: scrubSecrets(entry.url) } : {}),
    ...(entry.build_id ? { build_id: entry.build_id } : {}),
    ...(entry.at ? { at: entry.at } : {}),
    count: entry.count ?? 1,
  };
}

/**
 * Writes one log line per entry (so a search for a message finds each), plus one for entries the
 * browser dropped under its own limit. Answers how many entries were stored.
 */
export function logClientErrors(log: FastifyBaseLogger, report: ClientErrorReport, origin: ReportOrigin): number {
  const context = { ip: origin.ip, user_agent: origin.userAgent.slice(0, 300), received_at: origin.receivedAt.toISOString() };
  for (const entry of report.entries) {
    log.warn({ client_error: cleanEntry(entry), ...context }, 'client error');
  }
  if (report.dropped) log.warn({ client_errors_dropped: report.dropped, ...context }, 'client errors dropped by the browser');
  return report.entries.length;
}
