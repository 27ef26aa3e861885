import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusNewPage, whenShown } from '../ui/focusHeading';

/**
 * After each page change inside the app (not the first load, where the browser starts at the top
 * of the document), focus moves to the new page's h1 once it is drawn, so a screen reader reads
 * the page that opened instead of staying on a link of the last one (after a dialog open at the
 * time closes). Scrolling stays with the router's ScrollRestoration (the top for a new page, the
 * old position on Back). A change of the query alone is the page's own (the add-service wizard's
 * `?step=`, which focuses its step's heading), not a new page.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const { key, pathname, search } = useLocation();
  const firstPage = useRef(true);
  const shown = useRef({ pathname, search });
  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, search };
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    if (previous.pathname === pathname && previous.search !== search) return undefined;
    const container = main.current;
    if (!container) return undefined;
    return whenShown(container, 'h1', focusNewPage);
    // pathname too: a redirect may replace the entry with the same key.
  }, [key, pathname, search, main]);
}
