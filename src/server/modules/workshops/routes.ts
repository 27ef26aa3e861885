import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, routePath, typed } from '../../http/schema';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { CheckWorkshopResult as CheckWorkshopResultSchema, Workshop as WorkshopSchema, WorkshopIdParams } from '../../../shared/contract/schemas/loyalty';
import { checkWorkshop, locatorWorkshops } from './service';

export const workshopsModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);

  api.get(
    loyaltyPaths.activeWorkshops,
    { schema: describe({ caller: 'public', summary: 'The workshop locator: every active partner workshop', result: Type.Array(WorkshopSchema) }) },
    async (_request, reply) => sendOk(reply, await locatorWorkshops(ctx)),
  );

  api.get(
    routePath(loyaltyPaths.checkWorkshop, 'id'),
    {
      schema: {
        params: WorkshopIdParams,
        ...describe({ caller: 'public', summary: 'Whether a workshop ID is an active partner', result: CheckWorkshopResultSchema, refusals: { 404: 'Unknown or ceased workshop' } }),
      },
    },
    async (request, reply) => sendOk(reply, await checkWorkshop(ctx, request.params.id)),
  );
};
