import { LANGUAGE_COOKIE } from '../../shared/language';
import { LANGUAGE_STORAGE_KEY, clearBrowserStorage, readLanguage, saveLanguage } from './storage';

const cookieValue = (name: string) =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

describe('the device’s language', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is kept on the device and told to the server, which sends a guest’s first screen in it', () => {
    saveLanguage('ms');
    expect(readLanguage()).toBe('ms');
    expect(cookieValue(LANGUAGE_COOKIE)).toBe('ms');
    saveLanguage('en');
    expect(cookieValue(LANGUAGE_COOKIE)).toBe('en');
  });

  it('outlives a logout, the cookie as the stored choice', () => {
    saveLanguage('ms');
    clearBrowserStorage();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
    expect(cookieValue(LANGUAGE_COOKIE)).toBe('ms');
  });
});
