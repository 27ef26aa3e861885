import type { Envelope } from '../../../../shared/contract/envelope';
import { reportPaths, type Report, type ReportName } from '../../../../shared/contract/reports';
import type { Transport } from '../../../frame/api/frameApi';
import type { FetchedFile } from '../../../frame/api/download';

/** The period (and workshop) a report is read for, as the console sends it. */
export interface ReportRequest {
  from: string;
  to: string;
  /** Empty for every workshop. */
  workshop: string;
}

/** A report as a CSV file, named by the server. */
export type ReportFile = FetchedFile;

/** The reports' calls, in the screen's chunk (callApi adds the careline session's token LAST). */
export interface ReportsApi {
  getReport(name: ReportName, query: ReportRequest, token: string): Promise<Envelope<Report>>;
  downloadReport(name: ReportName, query: ReportRequest, token: string): Promise<Envelope<ReportFile>>;
}

const queryOf = ({ from, to, workshop }: ReportRequest) => ({ from, to, ...(workshop ? { workshop } : {}) });

export function reportsCalls({ send, fetchFile }: Transport): ReportsApi {
  return {
    getReport: (name, query, token) => send<Report>('GET', reportPaths[name], { token, query: queryOf(query) }),
    downloadReport: (name, query, token) => fetchFile(reportPaths[name], { ...queryOf(query), format: 'csv' }, token),
  };
}
