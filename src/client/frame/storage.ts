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
