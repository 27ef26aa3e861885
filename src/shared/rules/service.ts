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

/** domain.md: a transaction code is 10 upper-case letters and digits, unique; the QR code carries it. */
export const TRANSACTION_CODE_LENGTH = 10;
export const TRANSACTION_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const TRANSACTION_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${TRANSACTION_CODE_LENGTH}}$`);

/** A transaction code as typed or scanned, in any case, made canonical; null when it cannot be one. */
export function transactionCodeFrom(input: string | undefined): string | null {
  const code = (input ?? '').trim().toUpperCase();
  return TRANSACTION_CODE_PATTERN.test(code) ? code : null;
}

/** A submission's id: the web app sends a UUID per wizard run, so a retry answers the first result. */
export const SUBMISSION_ID_MAX_LENGTH = 64;
export const SUBMISSION_ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{8,${SUBMISSION_ID_MAX_LENGTH}}$`);
