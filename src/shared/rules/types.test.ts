import { ruleMessagesEn } from './messages';
import { formatRuleError, isRuleMessageKey, type RuleError, type RuleMessages } from './types';

describe('formatRuleError', () => {
  it.each<[RuleError, string]>([
    [{ key: 'tacInvalid' }, 'Please enter the 6-digit verification code'],
    [{ key: 'required', values: { field: 'fieldAddress' } }, '*Address is required'],
    [{ key: 'minLength', values: { field: 'fieldState', min: 4 } }, '*State must be at least 4 characters'],
    [{ key: 'maxLength', values: { field: 'fieldCountry', max: 20 } }, '*Country must be less than 20 characters'],
    [{ key: 'required', values: { field: 'Nickname' } }, '*Nickname is required'],
    [{ key: 'required' }, '*{{field}} is required'],
  ])('%j reads %j', (err, text) => {
    expect(formatRuleError(err)).toBe(text);
  });

  it('only resolves message keys given as the field, not other values', () => {
    expect(formatRuleError({ key: 'minLength', values: { field: 'fieldBrand', min: 'fieldModel' } })).toBe(
      '*Brand must be at least fieldModel characters',
    );
  });

  it('formats with another table of texts, field names included', () => {
    const messages: RuleMessages = { ...ruleMessagesEn, required: '*{{field}} wajib diisi', fieldAddress: 'Alamat' };
    expect(formatRuleError({ key: 'required', values: { field: 'fieldAddress' } }, messages)).toBe('*Alamat wajib diisi');
  });
});

describe('isRuleMessageKey', () => {
  it.each([
    ['fieldAddress', true],
    ['required', true],
    ['toString', false],
    ['Address', false],
    [3, false],
  ])('%j → %j', (value, expected) => {
    expect(isRuleMessageKey(value)).toBe(expected);
  });
});
