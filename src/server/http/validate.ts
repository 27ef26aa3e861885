import { formatRuleError, type RuleError } from '../../shared/rules';
import { badRequest } from './errors';

/** Refuses with the first failed shared rule's English text, as the web app would show it. */
export function assertRules(...results: (RuleError | undefined)[]): void {
  const failed = results.find((result) => result !== undefined);
  if (failed) throw badRequest(formatRuleError(failed));
}

/**
 * A body schema of string fields: it only checks shapes (strings, sane lengths); what a value must
 * be is the shared rules' job, so a missing field gets the rule's message, not the schema's.
 */
export function stringFields(fields: Record<string, number>): {
  type: 'object';
  properties: Record<string, { type: 'string'; maxLength: number }>;
} {
  const properties: Record<string, { type: 'string'; maxLength: number }> = {};
  for (const [name, maxLength] of Object.entries(fields)) properties[name] = { type: 'string', maxLength };
  return { type: 'object', properties };
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}
