import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from './ruleValidator';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown as the empty first choice. */
  placeholder?: string;
  validate?: Validator<string | undefined>;
  disabled?: boolean;
}

export function Select({ name, label, options, placeholder, validate, disabled }: SelectProps) {
  const { input, meta } = useField<string>(name, { validate });
  const error = visibleError(meta);
  const id = fieldId(name);
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select {...input} id={id} disabled={disabled} className="form-field__input" {...errorAria(name, error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={error} />
    </div>
  );
}
