import crypto from 'node:crypto';
import type { ApiContext } from '../../context';
import type { Member } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { loyaltyErrors, type AddVehicleRequest, type Vehicle } from '../../../shared/contract/loyalty';
import { hasRoomForVehicle } from '../../../shared/loyalty/vehicles';
import { checkFields, normalisePlate, validateMileage, vehicleFields, vehicleFormFrom } from '../../../shared/rules';
import { findMemberById } from '../members/store';
import { countMemberVehicles, insertVehicle, plateTaken } from './store';
import { newVehicleView } from './view';

export async function addVehicle(ctx: ApiContext, member: Member, body: Partial<AddVehicleRequest>): Promise<Vehicle> {
  const now = ctx.clock.now();
  assertRules(checkFields(vehicleFields, vehicleFormFrom(body), now));
  // The web app always sends 0; an API client may give the odometer reading the car is registered with.
  const mileage = String(body.mileage ?? '').trim() || '0';
  assertRules(validateMileage(mileage));
  const plate = normalisePlate(body.plate_number);
  const year = String(body.year_manufactured ?? '').trim();
  const vehicle = await ctx.db.transaction().execute(async (trx) => {
    // The member row lock makes the allowance hold against two adds at once.
    const locked = await findMemberById(trx, member.id, { forUpdate: true });
    const allowance = locked?.vehicle_allowance ?? member.vehicle_allowance;
    if (!hasRoomForVehicle(await countMemberVehicles(trx, member.id), allowance)) throw forbidden(loyaltyErrors.vehicleLimit);
    if (await plateTaken(trx, plate)) throw conflict(loyaltyErrors.plateTaken);
    const inserted = await insertVehicle(trx, {
      guid: crypto.randomUUID(),
      member_id: member.id,
      brand: (body.model_brand ?? '').trim(),
      model: (body.model_name ?? '').trim(),
      plate_number: plate,
      year_manufactured: year ? Number(year) : null,
      registered_mileage: Number(mileage),
      created_at: now,
    });
    if (!inserted) throw conflict(loyaltyErrors.plateTaken);
    return inserted;
  });
  return newVehicleView(vehicle);
}
