import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../../../../shared/rules';

/**
 * A field or form error as an i18n key with its values, so it stays serialisable in Redux and
 * follows a language switch. A plain string is a text from the server, shown as it came.
 */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type FormMessage = FieldMessage | string;

export function ruleMessage(err: RuleError): FieldMessage {
  return err.values ? { key: `rules.${err.key}`, values: err.values } : { key: `rules.${err.key}` };
}

export function isFieldMessage(value: unknown): value is FieldMessage {
  return typeof value === 'object' && value !== null && typeof (value as FieldMessage).key === 'string';
}

/** Rule texts name their field through another rule key ('*{{field}} is required'); translate it too. */
type LooseT = (key: string, values?: Record<string, unknown>) => string;

export function useMessageText(): (message: unknown) => string {
  // Keys arrive at run time (rules, server outcomes), so the typed key check cannot apply here.
  const t = useTranslation().t as unknown as LooseT;
  return useCallback(
    (message: unknown) => {
      if (typeof message === 'string') return message;
      if (!isFieldMessage(message)) return '';
      const values: Record<string, string | number> = { ...message.values };
      if (typeof values.field === 'string' && message.key.startsWith('rules.')) {
        values.field = t(`rules.${values.field}`);
      }
      return t(message.key, values);
    },
    [t],
  );
}
