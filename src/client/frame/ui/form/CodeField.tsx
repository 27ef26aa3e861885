import type { ReactNode } from 'react';
import { TAC_LENGTH, digitsOnly, validateTac } from '../../../../shared/rules';
import { TextField } from './TextField';
import { ruleValidator } from './ruleValidator';

const validate = ruleValidator(validateTac);

/** The 6-digit one-time code: numeric keypad, and the phone may offer the code from the SMS. */
export function CodeField({ name = 'tac', label }: { name?: string; label: ReactNode }) {
  return (
    <TextField
      name={name}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TAC_LENGTH}
      parse={(value) => digitsOnly(value).slice(0, TAC_LENGTH)}
      validate={validate}
    />
  );
}
