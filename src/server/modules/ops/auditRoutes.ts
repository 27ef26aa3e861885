import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, typed } from '../../http/schema';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { OpsAuditPage, OpsAuditQuery } from '../../../shared/contract/schemas/audit';
import { createAuthenticateOps, opsActorName } from './auth';
import { auditCsv, readAudit } from './auditLog';
import { carelineCasePaths } from '../../../shared/contract/carelineCases';

/** The careline's reading of the audit log, a page at a time or as CSV: for supervisors and administrators. */
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

  api.get(
    carelineCasePaths.auditCsv,
    {
      onRequest: createAuthenticateOps(ctx, 'supervisor'),
      schema: {
        querystring: OpsAuditQuery,
        ...describe({
          caller: 'operator',
          summary: 'The audit log entries the filters match, newest first, as CSV (audited as audit.exported)',
          description: 'The filters of GET /api/ops/audit (`before` and `limit` are ignored). Up to 50,000 entries; more is refused, to narrow the filters.',
          file: ['text/csv'],
          refusals: { 400: 'A filter is malformed (the message names it), or more than 50,000 entries match' },
        }),
      },
    },
    async (request, reply) => {
      const csv = await auditCsv(ctx, request.query, opsActorName(request));
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};
