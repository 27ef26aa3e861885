/**
 * Building blocks of the contract's schemas. The web app imports this folder only with
 * `import type`, so none of it reaches the browser's bundle.
 */
import { Type, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** Text of at most `maxLength` characters; what it must look like is the shared rules' job. */
export const Text = (maxLength: number, options: { description?: string; format?: string; pattern?: string; examples?: string[] } = {}) =>
  Type.String({ maxLength, ...options });

/**
 * A field a JSON caller may send as a number or a boolean as well as text (a form sends text anyway);
 * the server reads it as its text. A plain type list rather than `anyOf`, so checks and docs see one schema.
 */
export const TextOr = <K extends 'number' | 'boolean'>(kind: K, maxLength: number, description?: string): TUnsafe<string | (K extends 'number' ? number : boolean)> =>
  Type.Unsafe<string | (K extends 'number' ? number : boolean)>({ type: ['string', kind], maxLength, ...(description ? { description } : {}) });

/**
 * Marks a text whose length a shared rule judges: the schema documents the rule's limit, and the
 * server's validation leaves the length to the rule, so a longer value gets the rule's own message
 * ('*Please provide your full name as per NRIC or Passport'), as a missing one does.
 */
export const LENGTH_BY_RULES = Symbol.for('loyalty.contract.lengthByRules');

/** A form field's limit: a field map's entry (`registerFields.fullname`) or a rule's constant. */
export type RuleLimit = number | { readonly maxLength?: number } | undefined;

function limitOf(limit: RuleLimit): number {
  const maxLength = typeof limit === 'number' ? limit : limit?.maxLength;
  if (maxLength === undefined) throw new Error('A ruled field needs the limit of its field map or rule');
  return maxLength;
}

/** Text as a shared rule judges it, its limit taken from the rule (see LENGTH_BY_RULES). */
export const RuledText = (limit: RuleLimit, options: { description?: string; examples?: string[] } = {}) =>
  Object.assign(Text(limitOf(limit), options), { [LENGTH_BY_RULES]: true as const });

/** `TextOr` as a shared rule judges it, its limit taken from the rule. */
export const RuledTextOr = <K extends 'number' | 'boolean'>(kind: K, limit: RuleLimit, description?: string) =>
  Object.assign(TextOr(kind, limitOf(limit), description), { [LENGTH_BY_RULES]: true as const });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a few values, as a JSON Schema `enum` (the service statuses 0 to 3, the reward statuses). */
export const Enum = <const V extends readonly (string | number)[]>(values: V, description?: string): TUnsafe<V[number]> =>
  Type.Unsafe<V[number]>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values], ...(description ? { description } : {}) });

export const Instant = (description = 'ISO 8601 instant (UTC)') => Type.String({ format: 'date-time', description });
export const Day = (description = "Calendar day 'YYYY-MM-DD' in Malaysia time; '0001-01-01' for none") => Type.String({ description });

export const Empty = Type.Object({}, { additionalProperties: false });
