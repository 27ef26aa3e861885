import { CANCEL } from 'redux-saga';
import { pageApp } from '../pageApp';

/** Lets go of the lock (a no-op when none was taken). */
export type ReleaseLock = () => void;

const noLock: ReleaseLock = () => undefined;

/**
 * Takes the browser-wide refresh lock of this page's audience (Web Locks), so of several tabs that
 * got a 401 at once only one asks the server for new tokens; the others wait, then find the new
 * access token the first one stored in the shared cookie. The server rotates refresh tokens, so
 * two refreshes with the same one would cost the member the session.
 *
 * Without Web Locks (an old browser) the tab refreshes on its own, as before. A tab that holds the
 * lock past `maxWaitMs` (its own refresh is bounded by the same time limit) is not waited for longer.
 * Cancelled while waiting (the saga gave up), the request for the lock is withdrawn.
 */
export function holdRefreshLock(maxWaitMs: number): Promise<ReleaseLock> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(noLock);
  const waiting = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const held = new Promise<ReleaseLock>((resolve) => {
    timer = setTimeout(() => {
      waiting.abort();
      resolve(noLock);
    }, maxWaitMs);
    locks
      .request(`token-refresh:${pageApp().audience.name}`, { signal: waiting.signal }, () => {
        clearTimeout(timer);
        // Granted just as the saga gave up: nobody would release it, so it goes at once.
        if (cancelled) return undefined;
        // The lock is held until the returned promise settles: until the caller releases it.
        return new Promise<void>((release) => resolve(() => release()));
      })
      // Aborted while waiting: the timer or a cancellation already settled `held`.
      .catch(() => undefined);
  });
  return Object.assign(held, {
    [CANCEL]: () => {
      cancelled = true;
      clearTimeout(timer);
      waiting.abort();
    },
  });
}
