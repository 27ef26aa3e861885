import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, routePath, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { Cycle, GuidParams, LoyaltyResult, Service } from '../../../shared/contract/schemas/loyalty';
import { cycleServices, loyaltyOverview, vehicleHistory } from './service';

export const loyaltyModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const authenticate = createAuthenticate(ctx);

  api.get(
    loyaltyPaths.loyalty,
    { preHandler: authenticate, schema: describe({ caller: 'member', summary: "The member's vehicles with their active cycles", result: LoyaltyResult }) },
    async (request, reply) => sendOk(reply, await loyaltyOverview(ctx, currentMember(request))),
  );

  api.get(
    routePath(loyaltyPaths.vehicleCycles, 'guid'),
    {
      preHandler: authenticate,
      schema: { params: GuidParams, ...describe({ caller: 'member', summary: "A vehicle's closed cycles", result: Type.Array(Cycle), refusals: { 404: 'Vehicle not found' } }) },
    },
    async (request, reply) => sendOk(reply, await vehicleHistory(ctx, currentMember(request), request.params.guid)),
  );

  // domain.md: unlike the original, the cycle's services need the bearer token and answer only the owner.
  api.get(
    routePath(loyaltyPaths.cycleServices, 'guid'),
    {
      preHandler: authenticate,
      schema: {
        params: GuidParams,
        ...describe({ caller: 'member', summary: "A cycle's services, newest first", result: Type.Array(Service), refusals: { 404: 'Service cycle not found' } }),
      },
    },
    async (request, reply) => sendOk(reply, await cycleServices(ctx, currentMember(request), request.params.guid)),
  );
};
