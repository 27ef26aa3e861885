import { ADDRESS_MAX_LENGTH, STATE_MAX_LENGTH, validateAddress, validateState } from '../address';
import { WORKSHOP_ID_MAX_LENGTH, WORKSHOP_NAME_MAX_LENGTH, validateWorkshopId, validateWorkshopName, validateWorkshopNumber } from '../workshop';
import { field, type FieldMap } from './fieldMap';

/** A workshop the careline adds to the programme (POST /api/ops/workshops), as the console's form has it. */
export interface WorkshopFormValues {
  workshop_id: string;
  name: string;
  address: string;
  state: string;
  mobile_number: string;
}

export const workshopFields: FieldMap<WorkshopFormValues> = {
  workshop_id: field((values) => validateWorkshopId(values.workshop_id), WORKSHOP_ID_MAX_LENGTH),
  name: field((values) => validateWorkshopName(values.name), WORKSHOP_NAME_MAX_LENGTH),
  address: field((values) => validateAddress(values.address), ADDRESS_MAX_LENGTH),
  state: field((values) => validateState(values.state), STATE_MAX_LENGTH),
  mobile_number: field((values) => validateWorkshopNumber(values.mobile_number), 15),
};
