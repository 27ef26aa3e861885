import { CARELINE_PASSWORD_LENGTH } from '../../../../shared/contract/careline';

/** The authenticator app's code without the spaces some apps show. */
export const codeOf = (value: string | undefined) => (value ?? '').replace(/\s/g, '');

export const validateCode = (value: string | undefined) => (/^\d{6}$/.test(codeOf(value)) ? undefined : { key: 'careline:account.codeInvalid' });

export const validateEmail = (value: string | undefined) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim()) ? undefined : { key: 'careline:account.emailInvalid' });

export const validateNewPassword = (value: string | undefined) =>
  (value ?? '').length >= CARELINE_PASSWORD_LENGTH.min && (value ?? '').length <= CARELINE_PASSWORD_LENGTH.max
    ? undefined
    : { key: 'careline:account.passwordInvalid', values: { count: CARELINE_PASSWORD_LENGTH.min } };

export const required = (value: string | undefined) => ((value ?? '') === '' ? { key: 'careline:account.passwordRequired' } : undefined);
