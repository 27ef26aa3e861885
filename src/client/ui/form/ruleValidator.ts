import type { RuleError } from '../../../shared/rules';
import { ruleMessage, type FieldMessage } from './messages';

type Rule<V, A> = (value: V, allValues: A) => RuleError | undefined;

/**
 * A field validator as react-final-form calls it. It leaves out final-form's third argument, whose
 * type would tie each validator to one exact value type.
 */
export type Validator<V = string | undefined> = (value: V, allValues: object) => FieldMessage | undefined;

/** Turns a shared rule into a react-final-form field validator returning an i18n message. */
export function ruleValidator<V = string | undefined, A = Record<string, string | undefined>>(rule: Rule<V, A>): Validator<V> {
  return (value, allValues) => {
    const err = rule(value, allValues as A);
    return err ? ruleMessage(err) : undefined;
  };
}

/** The first failing validator wins, as the spec shows one message per field at a time. */
export function composeValidators<V>(...validators: Validator<V>[]): Validator<V> {
  return (value, allValues) => {
    for (const validate of validators) {
      const error = validate(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
}
