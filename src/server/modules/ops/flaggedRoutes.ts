import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { Type } from '@sinclair/typebox';
import { describe, routePath, typed } from '../../http/schema';
import { flagPaths } from '../../../shared/contract/flags';
import { OpsFlaggedPage, OpsFlaggedQuery, OpsFlagParams } from '../../../shared/contract/schemas/flags';
import { Instant } from '../../../shared/contract/schemas/fields';
import { createAuthenticateOps, opsActorName } from './auth';
import { clearFlag, flaggedQueue } from '../patterns/queue';

/** The careline's flagged queue: an agent reads it; clearing a flag is a supervisor's call. */
export const opsFlaggedModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);

  api.get(
    flagPaths.opsFlagged,
    {
      onRequest: createAuthenticateOps(ctx, 'agent'),
      schema: {
        querystring: OpsFlaggedQuery,
        ...describe({
          caller: 'operator',
          summary: 'Flags on services and accounts, newest first, by kind (audited)',
          description:
            'Each entry names its service (null for a flag on an account), its member, and the other service the flag names with that service\'s member (a possible duplicate receipt\'s). ' +
            'A page holds `limit` entries (50 when absent, at most 200); `next` is passed as `offset` for the page after. ' +
            'Each read is written to the audit log as `flags.listed`.',
          result: OpsFlaggedPage,
          refusals: { 400: 'An unknown kind, or a malformed limit or offset (the message names it)' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await flaggedQueue(ctx, request.query, opsActorName(request))),
  );

  api.post(
    routePath(flagPaths.opsClearFlag, 'id'),
    {
      onRequest: createAuthenticateOps(ctx, 'supervisor'),
      schema: {
        params: OpsFlagParams,
        ...describe({
          caller: 'operator',
          summary: 'Clear a flag once looked into: it leaves the queue and the counter (audited)',
          result: Type.Object({ id: Type.String(), cleared_date: Instant() }),
          refusals: { 404: 'No such flag (or the operator API is off)', 409: 'The flag was already cleared' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await clearFlag(ctx, request.params.id, opsActorName(request))),
  );
};
