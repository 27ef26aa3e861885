import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { focusNewPage, whenShown } from '../ui/focusHeading';

/**
 * After each page change inside the app (not the first load, where the browser starts at the top
 * of the document), focus moves to the new page's h1 once it is drawn, so a screen reader reads
 * the page that opened instead of staying on a link of the last one (after a dialog open at the
 * time closes). Scrolling stays with the router's ScrollRestoration (the top for a new page, the
 * old position on Back).
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const { key, pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    const container = main.current;
    if (!container) return undefined;
    return whenShown(container, 'h1', focusNewPage);
    // pathname too: a redirect may replace the entry with the same key.
  }, [key, pathname, main]);
}
