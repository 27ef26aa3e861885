import { logFailure } from '../log';
import { pageApp, type AppWorker } from '../pageApp';

/**
 * The browser's side of the app's service worker (the member's /sw.js, the counter app's
 * /workshop/sw.js, made by workbox-webpack-plugin in webpack.config.ts), each a plain function
 * sagas `call`. None of them throws. Each touches only the worker of this page's app: the apps
 * share one origin, and one app's upkeep must leave another's worker alone.
 */

function serviceWorkers(): { container: ServiceWorkerContainer; worker: AppWorker } | null {
  // Development builds have no sw.js; the support replay and old browsers have no use for one, nor
  // an app that is not installable.
  if (typeof __SERVICE_WORKER__ === 'undefined' || !__SERVICE_WORKER__) return null;
  const { worker } = pageApp();
  if (!worker) return null;
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? { container: navigator.serviceWorker, worker } : null;
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
  const workers = serviceWorkers();
  if (!workers) return false;
  try {
    await pageSettled();
    await workers.container.register(workers.worker.url, { scope: workers.worker.scope });
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
  const workers = serviceWorkers();
  if (!workers) return false;
  const { container, worker } = workers;
  try {
    const registration = await container.getRegistration(worker.scope);
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

/**
 * Unregisters this app's worker (any worker whose scope is the app's), so the next load comes from
 * the network and registers afresh; the other apps' workers stay.
 */
export async function forgetServiceWorker(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    const scope = new URL(pageApp().worker?.scope ?? pageApp().basePath, window.location.href).href;
    const registrations = (await navigator.serviceWorker.getRegistrations()).filter((registration) => registration.scope === scope);
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return registrations.length;
  } catch (error) {
    logFailure('service worker', error);
    return 0;
  }
}
