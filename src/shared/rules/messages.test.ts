import msRules from '../../client/frame/i18n/locales/ms/rules.json';
import { ruleMessagesEn } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('rule messages', () => {
  it('the Malay file has exactly the English keys', () => {
    expect(Object.keys(msRules).sort()).toEqual(Object.keys(ruleMessagesEn).sort());
  });

  it.each(Object.entries(ruleMessagesEn))('%s keeps its placeholders in Malay', (key, english) => {
    const malay = (msRules as Record<string, string>)[key];
    expect(typeof malay).toBe('string');
    expect(malay.trim()).not.toBe('');
    expect(placeholders(malay)).toEqual(placeholders(english));
  });

  it.each([
    ['surveyCommentRequired', 'Please enter a comment if you select “Other”.'],
    ['passwordMismatch', "Password doesn't match. Please enter password again"],
    [
      'passwordStrength',
      'Please ensure your password includes min. 8 characters (min. 1 uppercase character, 1 lowercase character, 1 number and 1 special character).',
    ],
  ] as const)('%s is the spec text, typographic quotes included', (key, text) => {
    expect(ruleMessagesEn[key]).toBe(text);
  });
});
