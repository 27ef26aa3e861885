import { validateReceipt, type ReceiptFile } from './receipt';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const INVALID = 'Please ensure your receipt format is in JPEG, PNG or PDF and the file size DOES NOT exceed 10 MB';
const KB = 1024;

describe('validateReceipt', () => {
  it.each<[ReceiptFile | undefined | null, string | undefined]>([
    [undefined, 'Please upload your receipt'],
    [null, 'Please upload your receipt'],
    [{ type: 'image/jpeg', size: 9_999 * KB }, undefined],
    [{ type: 'image/png', size: 10_000 * KB - 1 }, undefined],
    [{ type: 'image/png', size: 10_000 * KB }, INVALID],
    [{ type: 'application/pdf', size: 12_000 * KB }, INVALID],
    [{ type: 'application/pdf', size: 250 * KB }, undefined],
    [{ type: 'IMAGE/JPEG', size: 250 * KB }, undefined],
    [{ type: 'image/gif', size: 250 * KB }, INVALID],
    [{ type: 'image/heic', size: 250 * KB }, INVALID],
    [{ type: '', size: 250 * KB }, INVALID],
    [{ type: 'image/jpeg', size: 0 }, INVALID],
  ])('%j → %j', (file, expected) => {
    expect(text(validateReceipt(file))).toBe(expected);
  });
});
