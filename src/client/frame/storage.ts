import { LANGUAGE_COOKIE } from '../../shared/language';

/**
 * Browser storage the logout wipes (spec section 4). The language the member chose is kept:
 * it is a preference of the device, not of the account.
 */
export const LANGUAGE_STORAGE_KEY = 'quartz.language';

/** 'No thanks' to push notifications on this device: never asked again, whoever signs in next. */
export const PUSH_REFUSED_STORAGE_KEY = 'quartz.pushRefused';

/** The device's own choices, which outlive a logout. */
const DEVICE_CHOICES = [LANGUAGE_STORAGE_KEY, PUSH_REFUSED_STORAGE_KEY];

export function clearBrowserStorage(): void {
  try {
    const kept = DEVICE_CHOICES.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) if (value) localStorage.setItem(key, value);
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
  shareLanguageWithServer(language);
}

/**
 * Tells the server the device's language in a cookie, so the first screen it sends a guest is in
 * it. A device that chose before the cookie existed gets it at its next start (startApp).
 */
export function shareLanguageWithServer(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
}

export function readPushRefused(): boolean {
  try {
    return localStorage.getItem(PUSH_REFUSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function savePushRefused(): void {
  try {
    localStorage.setItem(PUSH_REFUSED_STORAGE_KEY, 'true');
  } catch {
    // The refusal then lasts for this visit only (the slice keeps it).
  }
}
