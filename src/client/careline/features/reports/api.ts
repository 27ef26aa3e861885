import type { Envelope } from '../../../../shared/contract/envelope';
import { reportPaths, type Report, type ReportName } from '../../../../shared/contract/reports';
import { request } from '../../../frame/api/http';
import { downloadFile, type DownloadedFile } from '../../../frame/api/download';

/** The period (and workshop) a report is read for, as the console sends it. */
export interface ReportRequest {
  from: string;
  to: string;
  /** Empty for every workshop. */
  workshop: string;
}

/** A report as a CSV file, named by the server. */
export type ReportFile = DownloadedFile;

/** The reports' calls, in the screen's chunk (callApi adds the careline session's token LAST). */
export interface ReportsApi {
  getReport(name: ReportName, query: ReportRequest, token: string): Promise<Envelope<Report>>;
  downloadReport(name: ReportName, query: ReportRequest, token: string): Promise<Envelope<ReportFile>>;
}

const queryOf = ({ from, to, workshop }: ReportRequest) => ({ from, to, ...(workshop ? { workshop } : {}) });

export function reportsCalls(): ReportsApi {
  const baseUrl = '';
  return {
    getReport: (name, query, token) => request<Report>('GET', reportPaths[name], { baseUrl, token, query: queryOf(query) }),
    downloadReport: (name, query, token) => downloadFile(baseUrl, reportPaths[name], { ...queryOf(query), format: 'csv' }, token, `${name}.csv`),
  };
}
