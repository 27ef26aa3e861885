import { OTHERS } from '../../catalogue/vehicles';
import { formatRuleError } from '../types';
import {
  checkFields,
  passwordChangeFields,
  profileDetailsFields,
  registerFields,
  serviceFields,
  vehicleFields,
  vehicleFormFrom,
  vehicleRequestFrom,
  type FieldMap,
} from '.';

const today = '2026-11-22';
const textOf = <V extends object>(map: FieldMap<V>, values: Partial<V>, only?: readonly (keyof V)[]) => {
  const error = checkFields(map, values, today, only);
  return error ? formatRuleError(error) : undefined;
};

const goodProfile = {
  fullname: 'Siti Aminah',
  birth_date: '1990-05-01',
  email: 'siti@example.com',
  address: '12 Jalan Ampang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '50450',
};

describe('checkFields', () => {
  it('answers the first failed field in the order the form shows them', () => {
    expect(textOf(profileDetailsFields, { ...goodProfile, email: 'nope', state: '' })).toBe('*Please provide a valid email address');
    expect(textOf(profileDetailsFields, { ...goodProfile, state: '' })).toBe('*State is required');
    expect(textOf(profileDetailsFields, goodProfile)).toBeUndefined();
  });

  it('checks only the named fields when a request carries fewer than the screen', () => {
    const values = { ...goodProfile, password: 'Str0ng!pass', confirm_password: '', terms: false };
    expect(textOf(registerFields, values)).toBe('Password confirmation is required');
    expect(textOf(registerFields, values, ['fullname', 'birth_date', 'email', 'password'])).toBeUndefined();
    expect(textOf(registerFields, { ...values, confirm_password: 'Str0ng!pass' })).toBe('Please agree to the Terms & Conditions to proceed.');
  });

  it('asks for the current password only once a new one is typed', () => {
    expect(textOf(passwordChangeFields, {})).toBeUndefined();
    expect(textOf(passwordChangeFields, { password: 'Str0ng!pass', password_confirm: 'Str0ng!pass' })).toBe('Current password is required');
    expect(textOf(passwordChangeFields, { old_password: 'x', password: 'Str0ng!pass', password_confirm: 'other' })).toBe(
      "Password doesn't match. Please enter password again",
    );
  });
});

describe('the add-service fields', () => {
  it('take a blank new workshop ID but judge a typed one like the first', () => {
    const values = { workshop_id: 'SG2009', current_mileage: '12000', oil: '', total_bottle: '1' };
    expect(textOf(serviceFields, values, ['workshop_id', 'new_workshop_id', 'current_mileage'])).toBeUndefined();
    expect(textOf(serviceFields, { ...values, new_workshop_id: 'a!' }, ['new_workshop_id'])).toBe('Please enter a valid workshop ID!');
  });

  it('refuse a mileage longer than the field lets the member type', () => {
    expect(serviceFields.current_mileage?.maxLength).toBe(7);
    expect(textOf(serviceFields, { current_mileage: '1234567' }, ['current_mileage'])).toBeUndefined();
    expect(textOf(serviceFields, { current_mileage: '12345678' }, ['current_mileage'])).toBe('*Please enter a valid mileage');
  });
});

describe('the add-vehicle fields', () => {
  const plate = { plate_number: 'WXY 1234', year_manufactured: '' };

  it('open a free brand and model text for Others, each with its own message', () => {
    expect(textOf(vehicleFields, { ...plate, brand: '' })).toBe('*Please select a vehicle brand');
    expect(textOf(vehicleFields, { ...plate, brand: OTHERS, brand_other: 'Ab', model_other: 'Zed 1' })).toBe('*Brand must be at least 3 characters');
    expect(textOf(vehicleFields, { ...plate, brand: OTHERS, brand_other: 'Proton X', model_other: '' })).toBe('*Model is required');
    expect(textOf(vehicleFields, { ...plate, brand: 'Audi', model: OTHERS, model_other: 'R8' })).toBe('*Model must be at least 3 characters');
    expect(textOf(vehicleFields, { ...plate, brand: 'Audi', model: 'A4' })).toBeUndefined();
  });

  it('judge a request as the form it stands for', () => {
    const forms = [
      { brand: 'Audi', model: 'A4' },
      { brand: 'Audi', model: OTHERS, model_other: 'R8 Spyder' },
      { brand: OTHERS, brand_other: 'Bufori', model_other: 'La Joya' },
    ];
    for (const form of forms) {
      const request = vehicleRequestFrom({ ...plate, ...form });
      expect(request.plate_number).toBe('WXY1234');
      expect(vehicleFormFrom(request)).toEqual({ ...form, plate_number: 'WXY1234', year_manufactured: '' });
    }
  });

  it('read a model outside its brand list as the Others model, and a blank brand as none chosen', () => {
    expect(vehicleFormFrom({ model_brand: 'Audi', model_name: 'Zx', plate_number: 'A1' })).toMatchObject({ model: OTHERS, model_other: 'Zx' });
    expect(textOf(vehicleFields, vehicleFormFrom({ model_brand: 'Audi', model_name: 'Zx', plate_number: 'AB1' }))).toBe('*Model must be at least 3 characters');
    expect(textOf(vehicleFields, vehicleFormFrom({ model_brand: ' ', model_name: 'A4', plate_number: 'AB1' }))).toBe('*Please select a vehicle brand');
    expect(vehicleFormFrom({ model_brand: 'Audi', model_name: 'A4', year_manufactured: 2020 as unknown as string }).year_manufactured).toBe('2020');
  });
});
