/** The browser's side of the build check, each a plain function sagas `call`. */

const RELOADED_FOR_KEY = 'quartz.reloadedFor';

/** Empties Cache Storage (a service worker's or anyone's), so the reload fetches the new build. */
export async function clearCacheStorage(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  return names.length;
}

export function reloadPage(): void {
  window.location.reload();
}

/** Whether this tab already reloaded for that build: a second time would loop (a stale proxy, say). */
export function alreadyReloadedFor(buildId: string): boolean {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY) === buildId;
  } catch {
    return false;
  }
}

export function rememberReloadFor(buildId: string): void {
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, buildId);
  } catch {
    // Without storage the check may reload once more on the next interval; no worse than that.
  }
}

export function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}
