import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { AddVehicleRequest, Vehicle } from '../../../shared/contract/schemas/loyalty';
import { addVehicle } from './service';

export const vehiclesModule: ApiModule = async (app, { ctx }) => {
  const authenticate = createAuthenticate(ctx);

  typed(app).post(
    loyaltyPaths.vehicle,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(AddVehicleRequest),
        ...describe({
          caller: 'member',
          summary: 'Add a vehicle',
          result: Vehicle,
          refusals: { 403: 'The member holds the most vehicles allowed', 409: 'This plate number is already registered' },
        }),
      },
    },
    async (request, reply) => sendOk(reply, await addVehicle(ctx, currentMember(request), request.body)),
  );
};
