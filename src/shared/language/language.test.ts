import { isLanguage, languageOfAcceptLanguage, preferredLanguage } from '.';

describe('preferredLanguage', () => {
  it.each<[string[], string]>([
    [['ms'], 'ms'],
    [['ms-MY', 'en-US'], 'ms'],
    [['MS_my'], 'ms'],
    [['en-GB', 'ms'], 'en'],
    [['zh-CN', 'ms-MY'], 'ms'],
    [['zh-CN', 'ta'], 'en'],
    [[], 'en'],
  ])('%j → %s', (tags, expected) => {
    expect(preferredLanguage(tags)).toBe(expected);
  });
});

describe('languageOfAcceptLanguage', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'en'],
    ['', 'en'],
    ['ms', 'ms'],
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['en-US,en;q=0.9,ms;q=0.8', 'en'],
    ['zh-CN,ms;q=0.5,en;q=0.4', 'ms'],
    ['en;q=0.4,ms;q=0.5', 'ms'],
    ['ms;q=0,en', 'en'],
    ['*', 'en'],
    ['ms;q=abc,en;q=0.1', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageOfAcceptLanguage(header)).toBe(expected);
  });
});

it('isLanguage accepts only en and ms', () => {
  expect([isLanguage('en'), isLanguage('ms'), isLanguage('MS'), isLanguage('zh'), isLanguage(undefined)]).toEqual([true, true, false, false, false]);
});
