import { MILEAGE_MAX_DIGITS, validateMileage } from '../mileage';
import { validateOilChoice, validateQuantity } from '../service';
import { isBlank } from '../text';
import { WORKSHOP_ID_MAX_LENGTH, validateWorkshopId } from '../workshop';
import { field, type FieldMap } from './fieldMap';

/** The add-service wizard's fields, by the names POST /api/service/submit gives them. */
export interface ServiceValues {
  workshop_id: string;
  /** Set only after the first workshop turned out to have ceased. */
  new_workshop_id: string;
  current_mileage: string | number;
  oil: string;
  total_bottle: string | number;
}

export const serviceFields: FieldMap<ServiceValues> = {
  workshop_id: field((values) => validateWorkshopId(values.workshop_id), WORKSHOP_ID_MAX_LENGTH),
  // The ceased-workshop popup asks for it with the workshop_id rule; a request without one is fine.
  new_workshop_id: field((values) => (isBlank(values.new_workshop_id) ? undefined : validateWorkshopId(values.new_workshop_id)), WORKSHOP_ID_MAX_LENGTH),
  current_mileage: field((values) => validateMileage(values.current_mileage), MILEAGE_MAX_DIGITS),
  oil: field((values) => validateOilChoice(values.oil)),
  total_bottle: field((values) => validateQuantity(values.total_bottle)),
};

/** Step 1's check (POST /api/service/initial-validate) asks about the workshop and mileage only. */
export const serviceStep1FieldNames = ['workshop_id', 'current_mileage'] as const satisfies readonly (keyof ServiceValues)[];
