import './texts';
import { useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from './ruleValidator';
import { useTranslation } from 'react-i18next';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  validate?: Validator<string | undefined>;
  autoComplete?: 'current-password' | 'new-password';
  validateFields?: string[];
}

export function PasswordField({ name, label, validate, autoComplete = 'current-password', validateFields }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { input, meta } = useField<string>(name, { validate, validateFields, parse: (value: string) => value ?? '' });
  const error = visibleError(meta);
  const id = fieldId(name);
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__password">
        <input
          {...input}
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className="form-field__input"
          {...errorAria(name, error)}
        />
        <button
          type="button"
          className="form-field__toggle"
          aria-controls={id}
          aria-label={t('form.showPasswordLabel')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}
