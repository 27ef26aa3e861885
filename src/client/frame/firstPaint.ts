/**
 * Lets the browser in between two steps of a start-up: each step is then a short task rather than
 * part of one long one that a phone could not interrupt (a tap waits for a task to end).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
let screenHeld = false;
let screenRendered: Promise<void> = Promise.resolve();
let markScreenRendered: () => void = () => undefined;

/** At start-up, before the store: what waits for the first paint (or the first render) now waits. */
export function holdUntilFirstPaint(): void {
  painted = new Promise((resolve) => {
    markPainted = resolve;
  });
  screenHeld = true;
  screenRendered = new Promise((resolve) => {
    markScreenRendered = resolve;
  });
}

/**
 * Whether the browser's start-up is holding back what waits for the first screen's render: the
 * store then starts its sagas once it has been committed (store.ts).
 */
export function firstScreenHeld(): boolean {
  return screenHeld;
}

/**
 * Resolves once the first screen is on screen: a frame has been presented after its commit (at
 * once when nothing holds it). Work started at the commit itself ran before that frame was drawn,
 * and pushed the member's first sight of the page back by its length.
 */
export function afterFirstScreen(): Promise<void> {
  return screenRendered;
}

/** Longest wait for the frame after the first render: a tab in the background draws none. */
const SCREEN_WAIT_LIMIT_MS = 500;

/** Longest wait: a tab opened in the background paints nothing until it is shown. */
const PAINT_WAIT_LIMIT_MS = 1500;

/** Resolves once the images the first screen shows have arrived (the largest paint is often one). */
function imagesShown(): Promise<unknown> {
  const loading = Array.from(document.images).filter((image) => image.loading !== 'lazy' && !image.complete);
  return Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
}

/** Resolves once the browser has put the next frame on screen: its second frame from now has begun. */
export function framePresented(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The first screen has been committed: it counts as painted once it and its images are on screen. */
export function firstScreenRendered(): void {
  void Promise.race([framePresented(), new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_LIMIT_MS))]).then(() => {
    screenHeld = false;
    markScreenRendered();
  });
  void Promise.race([
    imagesShown().then(framePresented),
    new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_LIMIT_MS)),
  ]).then(() => markPainted());
}

/** Resolves once the first screen has been painted (at once when nothing holds it). */
export function afterFirstPaint(): Promise<void> {
  return painted;
}
