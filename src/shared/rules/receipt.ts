import { ruleError, type RuleError } from './types';

export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** 10,000 KB: a file of this size or more is refused, and so is an empty one. */
export const RECEIPT_MAX_BYTES = 10_000 * 1024;

/** What a browser File and a server upload both tell about a receipt. */
export interface ReceiptFile {
  type: string;
  size: number;
}

export function validateReceipt(file: ReceiptFile | undefined | null): RuleError | undefined {
  if (!file) return ruleError('receiptRequired');
  const typeAllowed = (RECEIPT_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!typeAllowed || file.size <= 0 || file.size >= RECEIPT_MAX_BYTES) return ruleError('receiptInvalid');
  return undefined;
}
