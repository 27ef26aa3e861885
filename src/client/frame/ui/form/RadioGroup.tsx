import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from './ruleValidator';
import { FieldError, errorId, fieldId, visibleError } from './FieldError';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

function Radio({ name, option }: { name: string; option: ChoiceOption }) {
  const { input } = useField<string>(name, { type: 'radio', value: option.value });
  const id = `${fieldId(name)}-${option.value}`;
  return (
    <div className="form-field__radio">
      <input {...input} id={id} type="radio" />
      <label htmlFor={id}>{option.label}</label>
    </div>
  );
}

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  validate?: Validator<string | undefined>;
}

export function RadioGroup({ name, legend, options, validate }: RadioGroupProps) {
  // The group registers the field once so its validator and error live in one place.
  const { meta } = useField<string>(name, { validate, subscription: { error: true, submitError: true, touched: true, modified: true, submitFailed: true, dirtySinceLastSubmit: true } });
  const error = visibleError(meta);
  return (
    <fieldset
      className="form-field form-field--group"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(name) : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      {options.map((option) => (
        <Radio key={option.value} name={name} option={option} />
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
