import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from './ruleValidator';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  /** 'YYYY-MM-DD' bounds of the picker. */
  min: string;
  max: string;
  validate?: Validator<string | undefined>;
}

/** The phone's own date picker: accessible, no extra code to download, and its value is already 'YYYY-MM-DD'. */
export function DateField({ name, label, min, max, validate }: DateFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: (value: string) => value ?? '' });
  const error = visibleError(meta);
  const id = fieldId(name);
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input {...input} id={id} type="date" min={min} max={max} className="form-field__input" {...errorAria(name, error)} />
      <FieldError name={name} error={error} />
    </div>
  );
}
