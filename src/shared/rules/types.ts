import { ruleMessagesEn } from './messages';

export type RuleMessageKey = keyof typeof ruleMessagesEn;

/** A failed rule: a message key plus the values its placeholders need. */
export interface RuleError {
  key: RuleMessageKey;
  values?: Record<string, string | number>;
}

/** Any table of message texts with the same keys (English here, or a loaded locale). */
export type RuleMessages = Record<RuleMessageKey, string>;

export function isRuleMessageKey(value: unknown): value is RuleMessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ruleMessagesEn, value);
}

/**
 * The text of a rule error, `{{name}}` placeholders filled in. A `field` value that is a message key
 * is replaced by that key's text, so '*{{field}} is required' reads '*Address is required'.
 */
export function formatRuleError(err: RuleError, messages: RuleMessages = ruleMessagesEn): string {
  const values = err.values ?? {};
  return messages[err.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (name === 'field' && isRuleMessageKey(value)) return messages[value];
    return String(value);
  });
}

export function ruleError(key: RuleMessageKey, values?: RuleError['values']): RuleError {
  return values ? { key, values } : { key };
}
