import type { RuleError } from '../types';

/** What a field's rule may look at: the whole form (a confirmation compares with its password) and today. */
export type FormValues = object;

export interface FieldRules<Values extends FormValues> {
  /** The field's first failed rule, or undefined; a field without one only has a length. */
  check?: (values: Partial<Values>, today: Date | string) => RuleError | undefined;
  /** The most characters the field takes as the member types; the rule still judges what was sent. */
  maxLength?: number;
}

/**
 * A form's fields, each with its rules and limits, in the order the form shows them. The web app's
 * fields take their validators and `maxLength` from it; the server checks a request with the same
 * map, so a rule is never written twice.
 */
export type FieldMap<Values extends FormValues> = { readonly [K in keyof Values]?: FieldRules<Values> };

/**
 * The first failed rule of a form, in the map's order; `only` limits it to the fields a request
 * carries (the server never sees the terms box or a reset's confirmation).
 */
export function checkFields<Values extends FormValues>(
  map: FieldMap<Values>,
  values: Partial<Values>,
  today: Date | string,
  only?: readonly (keyof Values)[],
): RuleError | undefined {
  const names = (only ?? Object.keys(map)) as (keyof Values)[];
  for (const name of names) {
    const error = map[name]?.check?.(values, today);
    if (error) return error;
  }
  return undefined;
}

/** One field's rules, for forms built from a single shared rule. */
export function field<Values extends FormValues>(
  check: NonNullable<FieldRules<Values>['check']>,
  maxLength?: number,
): FieldRules<Values> {
  return maxLength === undefined ? { check } : { check, maxLength };
}
