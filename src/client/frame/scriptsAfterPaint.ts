/**
 * A page whose first screen is drawn before the app runs (a guest's, in its HTML; a returning
 * member's last screen, frame/lastScreen.ts) asks for the app's scripts only once the browser has
 * shown that screen. On a phone's slow line they would otherwise share it with the screen's
 * stylesheets, and their start-up would hold its paint back (Lighthouse also counts every request
 * started before the paint towards it: /login's LCP was 2.0 s against 0.95 s on /about-us, whose
 * scripts happened to start later).
 *
 * Part of the member site's first script (member/pageStart.ts), about a kilobyte gzipped: it
 * imports only small modules.
 */
import { framePresented } from './firstPaint';

/** Longest wait for the paint: a tab opened in the background draws nothing until it is shown. */
const PAINT_WAIT_LIMIT_MS = 1000;

let shown: Promise<void> | undefined;

/**
 * Resolves once the browser has put the page's first screen on screen: its own
 * first-contentful-paint entry, stamped when the frame was shown (a frame's requestAnimationFrame
 * runs before it is drawn); without paint timing, once the frame after the next has begun. At most
 * a second.
 */
export function firstScreenShown(): Promise<void> {
  if (!shown) {
    const painted = new Promise<void>((resolve) => {
      if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          setTimeout(resolve, 0);
        });
        observer.observe({ type: 'paint', buffered: true });
      } else {
        void framePresented().then(resolve);
      }
    });
    shown = Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, PAINT_WAIT_LIMIT_MS))]);
  }
  return shown;
}

/**
 * Asks for the app's scripts, which run in their order: once the first screen is shown when the
 * page has one drawn (`afterPaint`), at once otherwise.
 */
export function loadAppScripts(sources: readonly string[], afterPaint: boolean): void {
  // One script a task: inserting the five together was a task a slow phone counted as long, just
  // after the first screen. They still run in the order inserted (below), whenever each arrives.
  const load = (index: number) => {
    const script = document.createElement('script');
    script.src = sources[index];
    // Inserted scripts run as they arrive; these must run in order, as deferred ones would.
    script.async = false;
    document.head.appendChild(script);
    if (index + 1 < sources.length) setTimeout(() => load(index + 1), 0);
  };
  if (sources.length === 0) return;
  if (afterPaint) void firstScreenShown().then(() => load(0));
  else load(0);
}
