import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from './ruleValidator';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';

export interface CheckboxProps {
  name: string;
  /** May hold links (terms, privacy policy); they stay outside the label's click target. */
  children: ReactNode;
  validate?: Validator<boolean | undefined>;
}

export function Checkbox({ name, children, validate }: CheckboxProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate });
  const { value: _value, ...checkbox } = input;
  const error = visibleError(meta);
  const id = fieldId(name);
  return (
    <div className="form-field form-field--checkbox">
      <input {...checkbox} id={id} type="checkbox" className="form-field__checkbox" {...errorAria(name, error)} />
      <label htmlFor={id} className="form-field__check-label">
        {children}
      </label>
      <FieldError name={name} error={error} />
    </div>
  );
}
