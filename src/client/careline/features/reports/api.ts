import type { Envelope } from '../../../../shared/contract/envelope';
import { reportPaths, type Report, type ReportName } from '../../../../shared/contract/reports';
import { buildUrl, connectionFailure, request, toEnvelope } from '../../../frame/api/http';

/** The period (and workshop) a report is read for, as the console sends it. */
export interface ReportRequest {
  from: string;
  to: string;
  /** Empty for every workshop. */
  workshop: string;
}

/** A report as a CSV file, named by the server. */
export interface ReportFile {
  blob: Blob;
  filename: string;
}

/** The reports' calls; the careline's api has them (callApi adds the careline session's token LAST). */
export interface ReportsApi {
  getReport(name: ReportName, query: ReportRequest, token: string): Promise<Envelope<Report>>;
  downloadReport(name: ReportName, query: ReportRequest, token: string): Promise<Envelope<ReportFile>>;
}

const queryOf = ({ from, to, workshop }: ReportRequest) => ({ from, to, ...(workshop ? { workshop } : {}) });

const FILENAME = /filename="([^"]+)"/;

/** The CSV comes as a file; a refusal still comes as the envelope. */
async function downloadCsv(baseUrl: string, name: ReportName, query: ReportRequest, token: string): Promise<Envelope<ReportFile>> {
  try {
    const res = await fetch(buildUrl(baseUrl, reportPaths[name], { ...queryOf(query), format: 'csv' }), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
    if (!res.ok) return toEnvelope<ReportFile>(res.status, await res.text());
    const filename = FILENAME.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`;
    return { status_code: 200, result: { blob: await res.blob(), filename }, error: null };
  } catch {
    return connectionFailure<ReportFile>();
  }
}

export function reportsCalls(baseUrl = ''): ReportsApi {
  return {
    getReport: (name, query, token) => request<Report>('GET', reportPaths[name], { baseUrl, token, query: queryOf(query) }),
    downloadReport: (name, query, token) => downloadCsv(baseUrl, name, query, token),
  };
}
