import { accountErrors } from '../../../shared/contract/accounts';
import type { Envelope } from '../../../shared/contract/envelope';
import { byEveryLanguage } from '../../../shared/serverTexts';

// A module of its own: the server's texts in every language stay out of the first screen's code,
// which carries the code pages' reducers (codePage.ts) but not their sagas.

/** The server's refusals of a code that can no longer work, in every language it may answer in. */
const VOIDED_CODE_ERRORS = new Set(Object.keys({ ...byEveryLanguage(accountErrors.codeExpired, true), ...byEveryLanguage(accountErrors.tooManyTries, true) }));

/** Whether an answer says the code typed can no longer work: past its 10 minutes, or after five wrong tries. */
export function isVoidedCode(answer: Envelope<unknown>): boolean {
  return typeof answer.error === 'string' && VOIDED_CODE_ERRORS.has(answer.error);
}
