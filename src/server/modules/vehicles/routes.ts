import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { loyaltyPaths, type AddVehicleRequest } from '../../../shared/contract/loyalty';
import { addVehicle } from './service';

export function registerVehicleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const authenticate = createAuthenticate(ctx);

  app.post<{ Body: Partial<AddVehicleRequest> }>(
    loyaltyPaths.vehicle,
    {
      preHandler: authenticate,
      schema: { body: stringFields({ model_brand: 64, model_name: 64, plate_number: 40, year_manufactured: 8, mileage: 16 }) },
    },
    async (request, reply) => sendOk(reply, await addVehicle(ctx, currentMember(request), request.body)),
  );
}
