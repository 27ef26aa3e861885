import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../../context';
import { describe, routePath, typed } from '../../http/schema';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { MobileParams } from '../../../shared/contract/schemas/loyalty';
import { opsActorName } from './auth';
import { takeBackup } from './backup';
import { exportMember, memberArchive } from './export';

/** The operator calls that answer a file, not the envelope: the database backup and a member's data. */
export function registerOpsFileRoutes(app: FastifyInstance, ctx: ApiContext, checks: { backup: onRequestAsyncHookHandler; memberExport: onRequestAsyncHookHandler }): void {
  const api = typed(app);

  api.post(
    loyaltyPaths.opsBackup,
    {
      onRequest: checks.backup,
      schema: describe({
        caller: 'operator',
        summary: 'A consistent backup of the embedded database, as a gzipped tar (audited)',
        description: 'Restore it with `npm run restore FILE` into a stopped server’s DATA_DIR. Receipt files are not in it.',
        file: ['application/gzip'],
        refusals: { 409: 'The server runs on PostgreSQL: use pg_dump', 507: 'The disk has no room for the copy' },
      }),
    },
    async (request, reply) => {
      const backup = await takeBackup(ctx, opsActorName(request));
      return reply
        .type('application/gzip')
        .header('Content-Disposition', `attachment; filename="${backup.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(backup.stream);
    },
  );

  api.get(
    routePath(loyaltyPaths.opsMemberExport, 'mobile'),
    {
      onRequest: checks.memberExport,
      schema: {
        params: MobileParams,
        ...describe({
          caller: 'operator',
          summary: 'Everything held about a member, as a zip of JSON files and receipts (PDPA access request; audited)',
          file: ['application/zip'],
          refusals: { 404: 'No member has this number' },
        }),
      },
    },
    async (request, reply) => {
      const data = await exportMember(ctx, request.params.mobile, opsActorName(request));
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="member-${data.member.mobile_number}-${day}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(await memberArchive(ctx, data));
    },
  );
}
