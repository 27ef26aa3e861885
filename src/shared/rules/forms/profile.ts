import {
  ADDRESS_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  STATE_MAX_LENGTH,
  validateAddress,
  validateCountry,
  validatePostalCode,
  validateState,
} from '../address';
import { validateBirthDate } from '../birthDate';
import { ISO_DAY_LENGTH } from '../dates';
import { EMAIL_MAX_LENGTH, validateEmail } from '../email';
import { FULLNAME_MAX_LENGTH, validateFullname } from '../name';
import { validateNewPassword, validateOldPassword, validatePasswordConfirmation } from '../password';
import { field, type FieldMap } from './fieldMap';

export interface AddressValues {
  address: string;
  state: string;
  country: string;
  postal_code: string;
}

/** The postal address, asked for on the profile edit and when claiming a referral reward. */
export const addressFields: FieldMap<AddressValues> = {
  address: field((values) => validateAddress(values.address), ADDRESS_MAX_LENGTH),
  state: field((values) => validateState(values.state), STATE_MAX_LENGTH),
  country: field((values) => validateCountry(values.country), COUNTRY_MAX_LENGTH),
  postal_code: field((values) => validatePostalCode(values.postal_code), POSTAL_CODE_MAX_LENGTH),
};

export interface ProfileDetailsValues extends AddressValues {
  fullname: string;
  birth_date: string;
  email: string;
}

/** The profile edit (PUT /api/user/profile), which takes a name of any length up to the limit. */
export const profileDetailsFields: FieldMap<ProfileDetailsValues> = {
  fullname: field((values) => validateFullname(values.fullname, 'profile'), FULLNAME_MAX_LENGTH),
  birth_date: field((values, today) => validateBirthDate(values.birth_date, 'profile', today), ISO_DAY_LENGTH),
  email: field((values) => validateEmail(values.email), EMAIL_MAX_LENGTH),
  ...addressFields,
};

export interface PasswordChangeValues {
  old_password: string;
  password: string;
  password_confirm: string;
}

/** The profile's optional new password: the current one and a confirmation are asked for once it is typed. */
export const passwordChangeFields: FieldMap<PasswordChangeValues> = {
  old_password: field((values) => validateOldPassword(values.old_password, values.password)),
  password: field((values) => validateNewPassword(values.password, 'profile')),
  password_confirm: field((values) => validatePasswordConfirmation(values.password_confirm, values.password, 'profile')),
};

export interface RewardDetailsValues extends AddressValues {
  fullname: string;
  email: string;
}

/** Where a referral reward is sent (the campaign page's edit details): the name as at registration. */
export const rewardDetailsFields: FieldMap<RewardDetailsValues> = {
  fullname: field((values) => validateFullname(values.fullname, 'register'), FULLNAME_MAX_LENGTH),
  email: field((values) => validateEmail(values.email), EMAIL_MAX_LENGTH),
  ...addressFields,
};
