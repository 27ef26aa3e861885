import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, typed } from '../../http/schema';
import { flagPaths } from '../../../shared/contract/flags';
import { OpsFlaggedPage, OpsFlaggedQuery } from '../../../shared/contract/schemas/flags';
import { createAuthenticateOps, opsActorName } from '../ops/auth';
import { flaggedQueue } from './queue';

/** The careline's flagged queue: part of the operator API, off like it without OPS_TOKEN. */
export const patternsModule: ApiModule = async (app, { ctx }) => {
  if (!ctx.config.opsToken) return;
  const api = typed(app);

  api.get(
    flagPaths.opsFlagged,
    {
      onRequest: createAuthenticateOps(ctx),
      schema: {
        querystring: OpsFlaggedQuery,
        ...describe({
          caller: 'operator',
          summary: 'Flags on services and accounts, newest first, by kind (audited)',
          description:
            'Each entry names its service (null for a flag on an account) and its member. ' +
            'A page holds `limit` entries (50 when absent, at most 200); `next` is passed as `offset` for the page after. ' +
            'Each read is written to the audit log as `flags.listed`.',
          result: OpsFlaggedPage,
          refusals: { 400: 'An unknown kind, or a malformed limit or offset (the message names it)' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await flaggedQueue(ctx, request.query, opsActorName(request))),
  );
};
