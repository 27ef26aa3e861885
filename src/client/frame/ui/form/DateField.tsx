import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { Validator } from './ruleValidator';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';
import { formatTypedDay, parseTypedDay } from './dayInput';
import { ISO_DAY_LENGTH } from '../../../../shared/rules/dates';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  validate?: Validator<string | undefined>;
}

/**
 * A date typed as DD/MM/YYYY (spec section 9), the same in every browser language: a native date
 * input follows the browser's locale and shows MM/DD/YYYY in US English. Its value stays
 * 'YYYY-MM-DD'; the shared rule refuses a date outside 1930 to (this year - 18).
 */
export function DateField({ name, label, validate }: DateFieldProps) {
  const { t } = useTranslation();
  const { input, meta } = useField<string>(name, { validate, parse: parseTypedDay, format: formatTypedDay });
  const error = visibleError(meta);
  const id = fieldId(name);
  const hintId = `${id}-format`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('form.dayFormat')}
        // DD/MM/YYYY is as long as the ISO day it becomes.
        maxLength={ISO_DAY_LENGTH}
        className="form-field__input"
        {...errorAria(name, error, hintId)}
      />
      <p id={hintId} className="form-field__hint">
        {t('form.dayFormatHint')}
      </p>
      <FieldError name={name} error={error} />
    </div>
  );
}
