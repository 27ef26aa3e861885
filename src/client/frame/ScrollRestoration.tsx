import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

let positions: Record<string, number> | null = null;

/** Scroll positions by page key, kept for the tab's life (sessionStorage) so a reload finds them. */
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function keepPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Private mode or a full quota: positions then last until the tab closes.
  }
}

/**
 * Back and forward return to where the member was on that page; any other page change starts at the
 * top, or at the `#anchor` it names. What the data router's `<ScrollRestoration>` did, for the
 * declarative router the app uses.
 */
export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);
  const currentKey = useRef(key);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Recorded as the member scrolls, so the position is the page's own, not the next page's height.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        savedPositions()[currentKey.current] = window.scrollY;
      });
    };
    const onPageHide = () => {
      savedPositions()[currentKey.current] = window.scrollY;
      keepPositions();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const saved = navigationType === 'POP' ? savedPositions()[key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new page moves the scroll; a state change on the same page leaves it where the member put it.
  }, [key]);

  return null;
}
