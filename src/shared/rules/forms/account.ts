import { validateBirthDate } from '../birthDate';
import { ISO_DAY_LENGTH } from '../dates';
import { EMAIL_MAX_LENGTH, validateEmail } from '../email';
import { FULLNAME_MAX_LENGTH, validateFullname } from '../name';
import { validateLoginPassword, validateNewPassword, validatePasswordConfirmation } from '../password';
import { TAC_LENGTH, validateTac } from '../tac';
import { validateTerms, type CheckboxValue } from '../terms';
import { field, type FieldMap } from './fieldMap';

/** Room for a code pasted with a space or two; the server reads only a well-formed one. */
export const REFERRER_CODE_MAX_LENGTH = 20;

export interface RegisterValues {
  fullname: string;
  birth_date: string;
  email: string;
  password: string;
  confirm_password: string;
  referrer_code: string;
  terms: CheckboxValue;
}

/** Registration's own fields (the mobile number and captcha have fields of their own). */
export const registerFields: FieldMap<RegisterValues> = {
  fullname: field((values) => validateFullname(values.fullname, 'register'), FULLNAME_MAX_LENGTH),
  birth_date: field((values, today) => validateBirthDate(values.birth_date, 'register', today), ISO_DAY_LENGTH),
  email: field((values) => validateEmail(values.email), EMAIL_MAX_LENGTH),
  password: field((values) => validateNewPassword(values.password, 'register')),
  confirm_password: field((values) => validatePasswordConfirmation(values.confirm_password, values.password, 'register')),
  referrer_code: { maxLength: REFERRER_CODE_MAX_LENGTH },
  terms: field((values) => validateTerms(values.terms)),
};

/** What a social sign-up sends: no password, and the terms box stays on the screen. */
export const socialRegisterFieldNames = ['fullname', 'birth_date', 'email'] as const satisfies readonly (keyof RegisterValues)[];
/** What a registration request carries of the map: the terms box stays on the screen. */
export const registerRequestFieldNames = [...socialRegisterFieldNames, 'password', 'confirm_password'] as const;

export interface LoginValues {
  password: string;
}

export const loginFields: FieldMap<LoginValues> = {
  password: field((values) => validateLoginPassword(values.password)),
};

export interface ResetPasswordValues {
  tac: string;
  password: string;
  confirm_password: string;
}

/** The reset screen; the request carries the code and the password, not the confirmation. */
export const resetPasswordFields: FieldMap<ResetPasswordValues> = {
  tac: field((values) => validateTac(values.tac), TAC_LENGTH),
  password: field((values) => validateNewPassword(values.password, 'reset')),
  confirm_password: field((values) => validatePasswordConfirmation(values.confirm_password, values.password, 'reset')),
};
