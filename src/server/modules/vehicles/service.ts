import crypto from 'node:crypto';
import type { ApiContext } from '../../context';
import type { Member } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { modelsOf, OTHERS } from '../../../shared/catalogue';
import { loyaltyErrors, type AddVehicleRequest, type Vehicle } from '../../../shared/contract/loyalty';
import {
  normalisePlate,
  validateBrand,
  validateModel,
  validateOtherBrand,
  validateOtherModel,
  validatePlate,
  validateVehicleYear,
} from '../../../shared/rules';
import { findMemberById } from '../members/store';
import { vehicleViews } from '../loyalty/service';
import { countMemberVehicles, insertVehicle, plateTaken } from './store';

/**
 * The add-vehicle form's rules: a catalogue brand takes one of its models or, for Others, a free
 * model text; a brand outside the catalogue is the Others brand's free text, and so is its model.
 */
function assertVehicleFields(body: Partial<AddVehicleRequest>, now: Date): void {
  const brand = (body.model_brand ?? '').trim();
  const model = (body.model_name ?? '').trim();
  assertRules(validateBrand(brand));
  const models = modelsOf(brand);
  if (models.length > 0) {
    assertRules(validateModel(model));
    if (!models.includes(model) || model === OTHERS) assertRules(validateOtherModel(model));
  } else {
    assertRules(validateOtherBrand(brand), validateOtherModel(model));
  }
  assertRules(validatePlate(body.plate_number), validateVehicleYear(body.year_manufactured ?? '', now));
}

export async function addVehicle(ctx: ApiContext, member: Member, body: Partial<AddVehicleRequest>): Promise<Vehicle> {
  const now = ctx.clock.now();
  assertVehicleFields(body, now);
  const plate = normalisePlate(body.plate_number);
  const year = String(body.year_manufactured ?? '').trim();
  const vehicle = await ctx.db.transaction().execute(async (trx) => {
    // The member row lock makes the allowance hold against two adds at once.
    const locked = await findMemberById(trx, member.id, { forUpdate: true });
    const allowance = locked?.vehicle_allowance ?? member.vehicle_allowance;
    if ((await countMemberVehicles(trx, member.id)) >= allowance) throw forbidden(loyaltyErrors.vehicleLimit);
    if (await plateTaken(trx, plate)) throw conflict(loyaltyErrors.plateTaken);
    const inserted = await insertVehicle(trx, {
      guid: crypto.randomUUID(),
      member_id: member.id,
      brand: (body.model_brand ?? '').trim(),
      model: (body.model_name ?? '').trim(),
      plate_number: plate,
      year_manufactured: year ? Number(year) : null,
      created_at: now,
    });
    if (!inserted) throw conflict(loyaltyErrors.plateTaken);
    return inserted;
  });
  const [view] = await vehicleViews(ctx.db, [vehicle]);
  return view;
}
