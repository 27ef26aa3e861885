import '../frame/styles/index.css';
import { lastScreenPresented } from '../frame/lastScreen';
import { nextTask } from '../frame/firstPaint';

/**
 * Starts the app with the browser let in between groups of its modules. Webpack runs a module when it is first
 * required, and all of the first page's at once were one task of 100 to 150 ms on a simulated phone
 * (most of the Total Blocking Time left on /login, /register and /). Eager imports are in this same
 * file's chunk, with no request of their own, and run only when imported: each group below is a
 * task of its own.
 */
async function start(): Promise<void> {
  // The member's last screen of the page, if the first script showed one, is drawn before all this.
  await lastScreenPresented();
  // React and its renderer, the largest group.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The shell around every page (header, menus, navigation), which the routes import.
  await import(/* webpackMode: "eager" */ './app/layout/AppShell');
  await nextTask();
  // The routes: the page opened starts downloading now, beside the store's start, rather than once
  // the shell has rendered. Asking for it adds its stylesheet to the page, in a task of its own.
  const { BrowserApp, preloadPage } = await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  const pageReady = preloadPage(window.location.pathname);
  await nextTask();
  const { createApi } = await import(/* webpackMode: "eager" */ './api');
  await nextTask();
  const { createAppStore, startPersistence } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const [{ memberTexts }, { audiences }, { startApp }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/texts'),
    import(/* webpackMode: "eager" */ '../frame/session/audience'),
    import(/* webpackMode: "eager" */ '../frame/startApp'),
  ]);
  await startApp({
    // The member app is the site itself; its worker keeps the whole site but /workshop and /careline.
    page: { audience: audiences.member, basePath: '/', worker: { url: '/sw.js', scope: '/' } },
    texts: memberTexts,
    pageReady,
    createStore: (navigate) => createAppStore({ api: createApi(), navigate, persist: true }),
    startPersistence,
    App: BrowserApp,
  });
}

void start();
