import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from './ruleValidator';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  validate?: Validator<string | undefined>;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  parse?: (value: string) => string;
  /** Fields re-validated when this one changes (a confirmation compares with its password). */
  validateFields?: string[];
}

export function TextField({ name, label, validate, type = 'text', hint, parse, validateFields, ...rest }: TextFieldProps) {
  const { input, meta } = useField<string>(name, {
    validate,
    validateFields,
    // Keep an emptied field as '' so the request still carries it.
    parse: parse ?? ((value: string) => value ?? ''),
  });
  const error = visibleError(meta);
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input {...input} {...rest} id={id} type={type} className="form-field__input" {...errorAria(name, error, hintId)} />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}
