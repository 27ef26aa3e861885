import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { cycleServices, loyaltyOverview, vehicleHistory } from './service';

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const authenticate = createAuthenticate(ctx);

  app.get(loyaltyPaths.loyalty, { preHandler: authenticate }, async (request, reply) =>
    sendOk(reply, await loyaltyOverview(ctx, currentMember(request))),
  );

  app.get<{ Params: { guid: string } }>('/api/vehicle/:guid/cycles', { preHandler: authenticate }, async (request, reply) =>
    sendOk(reply, await vehicleHistory(ctx, currentMember(request), request.params.guid)),
  );

  // domain.md: unlike the original, the cycle's services need the bearer token and answer only the owner.
  app.get<{ Params: { guid: string } }>('/api/cycle/:guid/services', { preHandler: authenticate }, async (request, reply) =>
    sendOk(reply, await cycleServices(ctx, currentMember(request), request.params.guid)),
  );
}
