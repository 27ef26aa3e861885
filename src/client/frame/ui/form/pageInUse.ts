/**
 * Calls `started` once the visitor first uses the page: moves the mouse, touches, presses a key or
 * moves the focus into it. What only a person using the page needs (the captcha's 34 kB widget)
 * then waits for them, and a page that is only looked at starts up with less to run.
 */
const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

let inUse = false;
const waiting = new Set<() => void>();

function onFirstUse(): void {
  inUse = true;
  for (const event of events) document.removeEventListener(event, onFirstUse, true);
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/** Runs `started` when the page is first used (at once if it already was); answers how to stop waiting. */
export function whenPageInUse(started: () => void): () => void {
  if (inUse) {
    started();
    return () => undefined;
  }
  if (waiting.size === 0) for (const event of events) document.addEventListener(event, onFirstUse, { capture: true, passive: true });
  waiting.add(started);
  return () => {
    waiting.delete(started);
  };
}

/** For tests: the page as freshly opened, not yet used. */
export function resetPageInUse(): void {
  inUse = false;
  waiting.clear();
  for (const event of events) document.removeEventListener(event, onFirstUse, true);
}
