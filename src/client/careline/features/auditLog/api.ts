import type { Envelope } from '../../../../shared/contract/envelope';
import { loyaltyPaths } from '../../../../shared/contract/loyalty';
import type { OpsAuditPage, OpsAuditQuery } from '../../../../shared/contract/audit';
import { carelineCasePaths } from '../../../../shared/contract/carelineCases';
import type { Transport } from '../../../frame/api/frameApi';
import type { FetchedFile } from '../../../frame/api/download';

/** The audit log screen's calls (callApi adds the careline session's token LAST). */
export interface AuditLogApi {
  listAudit(query: OpsAuditQuery, token: string): Promise<Envelope<OpsAuditPage>>;
  /** The entries the filters match as CSV (the server ignores `before` and `limit`). */
  downloadAudit(query: OpsAuditQuery, token: string): Promise<Envelope<FetchedFile>>;
}

export function auditLogCalls({ send, fetchFile }: Transport): AuditLogApi {
  return {
    listAudit: (query, token) => send<OpsAuditPage>('GET', loyaltyPaths.opsAudit, { token, query: { ...query } }),
    downloadAudit: (query, token) => fetchFile(carelineCasePaths.auditCsv, { ...query }, token),
  };
}
