import { audiences, type Audience } from './session/audience';

/** The service worker an installable app registers, and the pages it may control. */
export interface AppWorker {
  url: string;
  scope: string;
}

/**
 * The app this page runs. A page holds one app for its whole life, so the entry names it once,
 * before anything starts, and the frame's session cookies and service worker follow it.
 */
export interface PageApp {
  audience: Audience;
  /** Where the app's router starts ('/' for the member, '/workshop' for the counter app). */
  basePath: string;
  /** null for an app that is not installable: it keeps nothing for offline use. */
  worker: AppWorker | null;
}

let current: PageApp = { audience: audiences.member, basePath: '/', worker: { url: '/sw.js', scope: '/' } };

export function startPageApp(app: PageApp): void {
  current = app;
}

export function pageApp(): PageApp {
  return current;
}

/** A path inside the app's router as the browser's address ('/' in the counter app is '/workshop/'). */
export function appAddress(routerPath: string): string {
  const base = current.basePath.replace(/\/$/, '');
  return `${base}${routerPath}` || '/';
}
