import type { FieldMap, RuleError } from '../../../../shared/rules';
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

/** What a field takes from its form's shared map. */
export interface FieldProps {
  validate?: Validator<unknown>;
  maxLength?: number;
}

/**
 * A form's fields as react-final-form takes them, from the shared map the server checks the request
 * with: `<TextField name="state" {...fields.state} />`. A field may have another name on screen (the
 * wizard's `mileage` is the request's `current_mileage`): its value is handed to the rule under the
 * map's name.
 */
export function fieldsOf<Values extends object>(map: FieldMap<Values>): Record<keyof Values, FieldProps> {
  const fields = {} as Record<keyof Values, FieldProps>;
  for (const name of Object.keys(map) as (keyof Values)[]) {
    const { check, maxLength } = map[name]!;
    const props: FieldProps = maxLength === undefined ? {} : { maxLength };
    if (check) {
      props.validate = (value, allValues) => {
        const err = check({ ...(allValues as Partial<Values>), [name]: value }, new Date());
        return err ? ruleMessage(err) : undefined;
      };
    }
    fields[name] = props;
  }
  return fields;
}
