import { scrubSecrets } from '../../../../shared/contract/errorReports';

/** Keys whose value never leaves the browser in a diagnostic file. */
const DROPPED_KEY = /token|secret|authorization|cookie|captcha|^tac$|^otp$/i;
/** Keys kept, but always empty. */
const BLANKED_KEY = /password/i;

/**
 * A deep copy with tokens and secrets removed and password fields emptied, wherever they sit
 * (profile, entities, page state) and whatever future slices add; free text is scrubbed of
 * bearer tokens, JWTs and secret query parameters.
 */
export function redact(value: unknown): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (Array.isArray(value)) return value.map(redact);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (DROPPED_KEY.test(key)) continue;
      copy[key] = BLANKED_KEY.test(key) ? '' : redact(inner);
    }
    return copy;
  }
  // Numbers, booleans and null travel as they are; functions and undefined do not survive JSON.
  return typeof value === 'function' || typeof value === 'undefined' ? undefined : value;
}
