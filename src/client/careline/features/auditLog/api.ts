import type { Envelope } from '../../../../shared/contract/envelope';
import { loyaltyPaths } from '../../../../shared/contract/loyalty';
import type { OpsAuditPage, OpsAuditQuery } from '../../../../shared/contract/audit';
import { carelineCasePaths } from '../../../../shared/contract/carelineCases';
import { request } from '../../../frame/api/http';
import { downloadFile, type DownloadedFile } from '../../../frame/api/download';

/** The audit log screen's calls (callApi adds the careline session's token LAST). */
export interface AuditLogApi {
  listAudit(query: OpsAuditQuery, token: string): Promise<Envelope<OpsAuditPage>>;
  /** The entries the filters match as CSV (the server ignores `before` and `limit`). */
  downloadAudit(query: OpsAuditQuery, token: string): Promise<Envelope<DownloadedFile>>;
}

export function auditLogCalls(): AuditLogApi {
  return {
    listAudit: (query, token) => request<OpsAuditPage>('GET', loyaltyPaths.opsAudit, { token, query: { ...query } }),
    downloadAudit: (query, token) => downloadFile('', carelineCasePaths.auditCsv, { ...query }, token, 'audit.csv'),
  };
}
