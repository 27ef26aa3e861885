/**
 * What the first screen does not need waits until it has been painted (the build check, the app's
 * settings, the captcha's challenge, the locator's map and workshops, the refresh of stored data):
 * it would otherwise share a phone's slow line and main thread with the page's own files, and hold
 * back the moment the member sees the page.
 *
 * Only the browser's start-up holds it (index.tsx); anywhere else (tests, the support replay's
 * store) the first screen counts as painted from the start.
 */
let painted: Promise<void> = Promise.resolve();
let markPainted: () => void = () => undefined;

/** At start-up, before the store: what waits for the first paint now waits. */
export function holdUntilFirstPaint(): void {
  painted = new Promise((resolve) => {
    markPainted = resolve;
  });
}

/** Longest wait: a tab opened in the background paints nothing until it is shown. */
const PAINT_WAIT_LIMIT_MS = 1500;

/** Resolves once the images the first screen shows have arrived (the largest paint is often one). */
function imagesShown(): Promise<unknown> {
  const loading = Array.from(document.images).filter((image) => image.loading !== 'lazy' && !image.complete);
  return Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
}

/** Resolves once the browser has put the next frame on screen: its second frame from now has begun. */
function framePresented(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The first screen has been committed: it counts as painted once it and its images are on screen. */
export function firstScreenRendered(): void {
  void Promise.race([
    imagesShown().then(framePresented),
    new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_LIMIT_MS)),
  ]).then(() => markPainted());
}

/** Resolves once the first screen has been painted (at once when nothing holds it). */
export function afterFirstPaint(): Promise<void> {
  return painted;
}
