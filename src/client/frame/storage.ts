/**
 * Browser storage the logout wipes (spec section 4). The language the member chose is kept:
 * it is a preference of the device, not of the account.
 */
export const LANGUAGE_STORAGE_KEY = 'quartz.language';

export function clearBrowserStorage(): void {
  try {
    const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    localStorage.clear();
    sessionStorage.clear();
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); there is nothing to clear then.
  }
}

/** The browser's languages, most preferred first ('ms-MY', 'en-US'). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export function readLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this visit only.
  }
}
