import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, typed } from '../../http/schema';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { OpsAuditPage, OpsAuditQuery } from '../../../shared/contract/schemas/audit';
import { createAuthenticateOps, opsActorName } from './auth';
import { readAudit } from './auditLog';

/** The careline's reading of the audit log: part of the operator API, for supervisors and administrators. */
export const opsAuditModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);

  api.get(
    loyaltyPaths.opsAudit,
    {
      onRequest: createAuthenticateOps(ctx, 'supervisor'),
      schema: {
        querystring: OpsAuditQuery,
        ...describe({
          caller: 'operator',
          summary: 'The audit log, newest first, by member, actor, action and period (audited)',
          description:
            'Filters combine. A mobile number no member holds is not refused: the page lists what is filed under the number, and `member` is null. ' +
            'A page holds `limit` entries (50 when absent, at most 200); `next` is passed as `before` for the page after. ' +
            'Each read is written to the log as `audit.read`.',
          result: OpsAuditPage,
          refusals: { 400: 'A filter is malformed (the message names it), `from` is after `to`, or `before` names no entry' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await readAudit(ctx, request.query, opsActorName(request))),
  );
};
