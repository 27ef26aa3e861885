import { oilByCode, oils } from '../catalogue/oils';
import type { FieldValue } from './text';
import { ruleError, type RuleError } from './types';

export const BOTTLE_QUANTITIES = [1, 2] as const;

/** The longest code of a catalogue oil, the only values step 2 takes. */
export const OIL_CODE_MAX_LENGTH = Math.max(...oils.map((oil) => oil.code.length));

/** Step 2: an oil of the catalogue must be chosen. */
export function validateOilChoice(value: FieldValue): RuleError | undefined {
  return value && oilByCode(value) ? undefined : ruleError('productRequired');
}

/** Step 2: 1 or 2 bottles. */
export function validateQuantity(value: FieldValue | number): RuleError | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text === '1' || text === '2' ? undefined : ruleError('quantityRequired');
}

/**
 * domain.md: a transaction code (the Service ID) is 10 characters of Crockford's base 32: digits and
 * upper-case letters without I, L, O and U, so a code read aloud or typed from the screen has no
 * look-alikes. The QR code carries it.
 */
export const TRANSACTION_CODE_LENGTH = 10;
export const TRANSACTION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Codes issued before the rule used every letter and digit, so a lookup still takes any of them. */
const TYPED_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${TRANSACTION_CODE_LENGTH}}$`);
/** How a Service ID is grouped for reading aloud: 3, 3 and 4 characters. */
const READING_GROUPS = [3, 3, 4];

/**
 * A Service ID as typed, scanned or read aloud, made canonical: any case, spaces and dashes
 * allowed; null when it cannot be one. Look-alikes are kept as typed: `transactionCodeKey` folds them.
 */
export function transactionCodeFrom(input: string | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]+/g, '').toUpperCase();
  return TYPED_CODE_PATTERN.test(code) ? code : null;
}

/**
 * What a lookup compares: the letter O read as zero and I or L as one, as Crockford's decoding does,
 * so `O8TO4BTZRW` typed as `08T04BTZRW` finds the same service. New codes never hold O, I or L, so
 * their key is the code itself. The server's index folds stored codes the same way (LOOK_ALIKES).
 */
export function transactionCodeKey(code: string): string {
  return code.replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The look-alike letters and the digits a lookup reads them as, in the order `translate()` takes them. */
export const LOOK_ALIKES = { letters: 'OIL', digits: '011' } as const;

/** A Service ID shown for reading aloud: `ABC DEF GHJK`. */
export function groupedTransactionCode(code: string): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of READING_GROUPS) {
    if (at >= code.length) break;
    groups.push(code.slice(at, at + size));
    at += size;
  }
  if (at < code.length) groups.push(code.slice(at));
  return groups.join(' ');
}

/** A submission's id: the web app sends a UUID per wizard run, so a retry answers the first result. */
export const SUBMISSION_ID_MAX_LENGTH = 64;
export const SUBMISSION_ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{8,${SUBMISSION_ID_MAX_LENGTH}}$`);
