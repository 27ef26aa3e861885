import { OTHERS, modelsOf, vehicleBrands } from '../../catalogue/vehicles';
import {
  OTHER_TEXT_MAX_LENGTH,
  PLATE_MAX_LENGTH,
  normalisePlate,
  validateBrand,
  validateModel,
  validateOtherBrand,
  validateOtherModel,
  validatePlate,
  validateVehicleYear,
} from '../vehicle';
import { field, type FieldMap } from './fieldMap';

/** The add-vehicle form as the member fills it in: Others opens a free text for the brand or model. */
export interface VehicleFormValues {
  brand: string;
  brand_other: string;
  model: string;
  model_other: string;
  plate_number: string;
  year_manufactured: string;
}

/** A brand of Others has no model list, so its model is typed too; so is the Others model of a brand. */
export const typesModel = (values: Partial<VehicleFormValues>) => values.brand === OTHERS || values.model === OTHERS;

export const vehicleFields: FieldMap<VehicleFormValues> = {
  brand: field((values) => validateBrand(values.brand)),
  brand_other: field((values) => (values.brand === OTHERS ? validateOtherBrand(values.brand_other) : undefined), OTHER_TEXT_MAX_LENGTH),
  model: field((values) => (values.brand === OTHERS ? undefined : validateModel(values.model))),
  model_other: field((values) => (typesModel(values) ? validateOtherModel(values.model_other) : undefined), OTHER_TEXT_MAX_LENGTH),
  plate_number: field((values) => validatePlate(values.plate_number), PLATE_MAX_LENGTH),
  year_manufactured: field((values, today) => validateVehicleYear(values.year_manufactured ?? '', today)),
};

/** The longest brand or model a request may carry: a catalogue name or the Others text. */
export const VEHICLE_NAME_MAX_LENGTH = Math.max(
  OTHER_TEXT_MAX_LENGTH,
  ...vehicleBrands.flatMap(({ brand, models }) => [brand, ...models]).map((name) => name.length),
);

/** What POST /api/vehicle carries of the form: free texts in place of Others, the plate as stored. */
export interface VehicleRequestFields {
  model_brand: string;
  model_name: string;
  plate_number: string;
  year_manufactured: string;
}

export function vehicleRequestFrom(values: Partial<VehicleFormValues>): VehicleRequestFields {
  return {
    model_brand: values.brand === OTHERS ? (values.brand_other ?? '').trim() : (values.brand ?? ''),
    model_name: typesModel(values) ? (values.model_other ?? '').trim() : (values.model ?? ''),
    plate_number: normalisePlate(values.plate_number),
    year_manufactured: values.year_manufactured ?? '',
  };
}

/**
 * The form a request stands for, so the server judges it by the same map: a brand outside the
 * catalogue is the Others brand's text, and a model outside its brand's list is the Others model's.
 */
export function vehicleFormFrom(request: Partial<Record<keyof VehicleRequestFields, unknown>>): Partial<VehicleFormValues> {
  const brand = String(request.model_brand ?? '').trim();
  const model = String(request.model_name ?? '').trim();
  const year = request.year_manufactured;
  const form: Partial<VehicleFormValues> = {
    plate_number: typeof request.plate_number === 'string' ? request.plate_number : undefined,
    year_manufactured: year === undefined || year === null ? '' : String(year),
  };
  const models = modelsOf(brand);
  if (brand === '') return { ...form, brand: '' };
  if (models.length === 0) return { ...form, brand: OTHERS, brand_other: brand, model_other: model };
  if (model === '') return { ...form, brand, model: '' };
  if (models.includes(model) && model !== OTHERS) return { ...form, brand, model };
  return { ...form, brand, model: OTHERS, model_other: model };
}
