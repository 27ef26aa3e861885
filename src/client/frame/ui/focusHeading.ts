/**
 * Moving focus to a heading takes a screen reader to the new page or step; the heading is made
 * focusable by script only (tabindex -1), so it never joins the Tab order. The page's scroll is
 * left to the caller: focus alone must not scroll the heading under the sticky header.
 */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** True while an open dialog holds focus: a page change underneath must not take it away. */
export function dialogHoldsFocus(): boolean {
  return Boolean(document.activeElement?.closest('[aria-modal="true"]'));
}

/** The new page's heading, when a dialog held focus as the page changed: it gets focus when the dialog closes. */
let headingAfterDialog: HTMLElement | null = null;

/** Focuses the new page's heading now, or, while a dialog holds focus, once the dialog closes. */
export function focusNewPage(heading: HTMLElement): void {
  if (dialogHoldsFocus()) headingAfterDialog = heading;
  else focusHeading(heading);
}

/** The page's h1 inside `container`, when there is one. */
export function pageHeading(container: ParentNode = document): HTMLElement | null {
  return container.querySelector<HTMLElement>('main h1, h1');
}

/**
 * Calls `found` with the first element matching `selector` in `container` as soon as there is one
 * (a lazy page or one waiting for its data draws its heading later); answers a function that stops
 * waiting. Gives up after `giveUpMs`, leaving focus where it is.
 */
export function whenShown(container: HTMLElement, selector: string, found: (element: HTMLElement) => void, giveUpMs = 10_000): () => void {
  const present = container.querySelector<HTMLElement>(selector);
  if (present) {
    found(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = container.querySelector<HTMLElement>(selector);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = window.setTimeout(() => stop(), giveUpMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/**
 * Where focus goes when a dialog or menu closes: to the new page's heading when the page changed
 * under it, else back to what had it before (or the page's heading when that is gone); unless
 * something outside the dialog has taken focus meanwhile, which keeps it.
 */
export function restoreFocus(previous: HTMLElement | null): void {
  const newPage = headingAfterDialog;
  headingAfterDialog = null;
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('[aria-modal="true"]')) return;
  if (newPage && document.contains(newPage)) {
    focusHeading(newPage);
    return;
  }
  if (previous && document.contains(previous)) {
    previous.focus();
    return;
  }
  const heading = pageHeading();
  if (heading) focusHeading(heading);
}
