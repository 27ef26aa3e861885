import { validateEmail } from './email';
import { formatRuleError, type RuleError } from './types';

const text = (err: RuleError | undefined) => err && formatRuleError(err);
const INVALID = '*Please provide a valid email address';

describe('validateEmail', () => {
  it.each([
    [undefined, INVALID],
    ['', INVALID],
    ['ali@example.com', undefined],
    [' ali@example.com ', undefined],
    ['siti.a+loyalty@mail.com.my', undefined],
    ['ali@example', INVALID],
    ['ali.example.com', INVALID],
    ['ali@@example.com', INVALID],
    ['ali@exa mple.com', INVALID],
    ['ali@-example.com', INVALID],
    ['ali@example.c', INVALID],
    [`${'a'.repeat(245)}@mail.com`, undefined],
    [`${'a'.repeat(246)}@mail.com`, INVALID],
  ])('%j → %j', (value, expected) => {
    expect(text(validateEmail(value))).toBe(expected);
  });
});
