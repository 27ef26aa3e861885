import { logFailure } from '../log';

/**
 * The browser's side of the service worker (/sw.js, made by workbox-webpack-plugin in
 * webpack.config.ts), each a plain function sagas `call`. None of them throws.
 */

export const SERVICE_WORKER_URL = '/sw.js';

function serviceWorkers(): ServiceWorkerContainer | null {
  // Development builds have no sw.js; the support replay and old browsers have no use for one.
  if (typeof __SERVICE_WORKER__ === 'undefined' || !__SERVICE_WORKER__) return null;
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/**
 * Resolves once the page has loaded and the browser is idle. Installing the worker downloads the
 * whole build to precache it: started while the first page is still loading, it competed with it
 * and added 100 to 200 ms of blocked main thread (bench:lighthouse, with and without the worker).
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5_000 });
      else setTimeout(resolve, 1_000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Registers the worker that keeps this build for offline use, once the first page has settled. A new
 * build's worker installs beside it and waits.
 */
export async function registerServiceWorker(): Promise<boolean> {
  const container = serviceWorkers();
  if (!container) return false;
  try {
    await pageSettled();
    await container.register(SERVICE_WORKER_URL);
    return true;
  } catch (error) {
    logFailure('service worker', error);
    return false;
  }
}

/** Resolves with the worker once it is installed (waiting), or null if it fails. */
function installed(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installed') resolve(worker);
      else if (worker.state !== 'installing') resolve(null);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * The new build's worker takes over this page: fetched now if the browser has not yet, installed
 * (the whole new build precached), told to stop waiting, then in control. Resolves true once it
 * controls the page, false when there is no worker or no new one; the caller bounds the wait.
 */
export async function newBuildWorkerTakesOver(): Promise<boolean> {
  const container = serviceWorkers();
  if (!container) return false;
  try {
    const registration = await container.getRegistration();
    if (!registration?.active) return false;
    await registration.update();
    const waiting = registration.waiting ?? (await installed(registration.installing));
    if (!waiting) return false;
    const controlling = new Promise<boolean>((resolve) => container.addEventListener('controllerchange', () => resolve(true), { once: true }));
    // GenerateSW's worker listens for this message and calls skipWaiting().
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return await controlling;
  } catch (error) {
    logFailure('service worker', error);
    return false;
  }
}

/** Unregisters every worker of this site, so the next load comes from the network and registers afresh. */
export async function forgetServiceWorker(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return registrations.length;
  } catch (error) {
    logFailure('service worker', error);
    return 0;
  }
}
