import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import type { NavigateFn, NavigateOptions } from './navigation';

export interface RouterLink {
  /**
   * The sagas' navigate. Sagas start with the store, before any router is on screen: a navigation
   * asked for then waits and goes as soon as the router renders, so none is lost.
   */
  navigate: NavigateFn;
  /** Where the router is now; null until it has rendered. */
  location(): Location | null;
  /** Rendered inside the router, it lends the router's navigate and location to the link. */
  Bridge(): null;
  /** Once stopped, navigations go nowhere (a replay that ended). */
  stop(): void;
}

/**
 * Connects a store's sagas to a declarative router (`BrowserRouter`, `MemoryRouter`). The app uses
 * those rather than the data router (`createBrowserRouter`), whose loaders and actions it has no
 * use for and which weighs 17 KB gzipped more on the home page.
 */
export function createRouterLink(onLocation?: (location: Location) => void): RouterLink {
  let routerNavigate: NavigateFunction | null = null;
  let current: Location | null = null;
  let waiting: { path: string; options?: NavigateOptions } | null = null;
  let stopped = false;

  const navigate: NavigateFn = (path, options) => {
    if (stopped) return;
    if (routerNavigate) routerNavigate(path, options);
    else waiting = { path, options };
  };

  function Bridge(): null {
    const routerNavigateNow = useNavigate();
    const location = useLocation();
    // A layout effect: it runs after the router's own, when its navigate may be called.
    useLayoutEffect(() => {
      routerNavigate = routerNavigateNow;
      if (waiting) {
        const { path, options } = waiting;
        waiting = null;
        navigate(path, options);
      }
      return () => {
        routerNavigate = null;
      };
    }, [routerNavigateNow]);
    useLayoutEffect(() => {
      current = location;
      onLocation?.(location);
    }, [location]);
    return null;
  }

  return {
    navigate,
    location: () => current,
    Bridge,
    stop: () => {
      stopped = true;
      waiting = null;
    },
  };
}
