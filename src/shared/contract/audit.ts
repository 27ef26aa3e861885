/**
 * The careline's reading of the audit log (domain.md 'Operators'): GET /api/ops/audit
 * (`loyaltyPaths.opsAudit`) and `npm run ops -- audit`.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/audit';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export const auditErrors = {
  memberInvalid: 'member must be a mobile number (digits with country code) or member:<id>',
  actorInvalid: "actor must be a name such as system, careline:<email>, member:<id> or workshop:<id> (ending in ':' for every one of a kind)",
  actionInvalid: "action must be an action such as member.removed (ending in '.' for every one of a kind)",
  fromInvalid: 'from must be a day (YYYY-MM-DD) or an ISO 8601 instant with its zone',
  toInvalid: 'to must be a day (YYYY-MM-DD) or an ISO 8601 instant with its zone',
  rangeInvalid: 'from must not be after to',
  limitInvalid: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`,
  beforeInvalid: 'before must be the next of an earlier page',
} as const;

/** The query of GET /api/ops/audit; every filter is optional and they combine. */
export type OpsAuditQuery = Static<typeof S.OpsAuditQuery>;
export type AuditLogEntry = Static<typeof S.AuditLogEntry>;
/** `result` of GET /api/ops/audit. */
export type OpsAuditPage = Static<typeof S.OpsAuditPage>;
