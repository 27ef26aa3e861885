import './texts';
import type { ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { countryCodes, normaliseMobile, truncateMobileInput, validateMobile, type MobileContext } from '../../../../shared/rules';
import { FieldError, errorAria, fieldId, visibleError } from './FieldError';
import { ruleMessage } from './messages';

export const DEFAULT_DIAL = '60';

export interface MobileFieldProps {
  label: ReactNode;
  context: MobileContext;
  /** National number field. */
  name?: string;
  /** Country code field ('60', '65', '673', '66'). */
  dialName?: string;
}

/** Country-code picker plus the national number, as the member types it. */
export function MobileField({ label, context, name = 'mobile', dialName = 'countryCode' }: MobileFieldProps) {
  const { t } = useTranslation();
  const form = useForm();
  const dial = useField<string>(dialName, { defaultValue: DEFAULT_DIAL });
  const { input, meta } = useField<string>(name, {
    parse: (value: string) => truncateMobileInput(value),
    validate: (value, allValues) => {
      const err = validateMobile(value, context, (allValues as Record<string, string | undefined>)[dialName] ?? DEFAULT_DIAL);
      return err ? ruleMessage(err) : undefined;
    },
  });
  const error = visibleError(meta);
  const id = fieldId(name);
  const dialId = fieldId(dialName);
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className="form-field__mobile">
        <select
          {...dial.input}
          id={dialId}
          aria-label={t('form.countryCode')}
          className="form-field__dial"
          onChange={(event) => {
            dial.input.onChange(event);
            // A number typed for one country is not a number in another.
            form.change(name, '');
          }}
        >
          {countryCodes.map(({ country, dial: code }) => (
            <option key={country} value={code}>
              {`${country} +${code}`}
            </option>
          ))}
        </select>
        <input
          {...input}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="form-field__input"
          {...errorAria(name, error)}
        />
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** The number as every account call sends it: '60123456789'. */
export function mobileNumberOf(values: Record<string, unknown>, name = 'mobile', dialName = 'countryCode'): string {
  return normaliseMobile(String(values[dialName] ?? DEFAULT_DIAL), String(values[name] ?? ''));
}
