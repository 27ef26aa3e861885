import { StrictMode, startTransition, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Persistor } from 'redux-persist';
import { initI18n, languageReady, type AppTexts } from './i18n';
import type { i18n as I18n } from 'i18next';
import type { Store } from '@reduxjs/toolkit';
import { isLanguage } from '../../shared/language';
import { readLanguage, shareLanguageWithServer } from './storage';
import { firstScreenRendered, holdUntilFirstPaint, nextTask } from './firstPaint';
import type { NavigateFn } from './navigation';
import { startPageApp, type PageApp } from './pageApp';
import { createRouterLink } from './routerLink';
import type { FrameStore } from './store';

/** Resolves once the stored state is back in the store (redux-persist's PersistGate, without a render of its own). */
function storedStateRead(persistor: Persistor | null): Promise<void> {
  if (!persistor) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
    if (persistor.getState().bootstrapped) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Marks the app's first screen (past the wait for stored state) as rendered. A first screen that
 * came in the HTML is inert until then (scripts/prerender.ts): a field typed into before the app
 * ran would show text its form never saw, and a button would do nothing.
 */
function FirstScreen() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    firstScreenRendered();
  }, []);
  return null;
}

const Nothing = () => null;

interface AppTreeProps {
  store: Store;
  i18n: I18n;
  /** The router around the app: the browser's, or the build's static one at an address. */
  router: (children: ReactNode) => ReactElement;
  App: ComponentType;
  /** The router link's bridge in the browser; the build renders none (it navigates nowhere). */
  Bridge?: ComponentType;
}

/**
 * The app's tree, the same in the browser and in the build's prerender (scripts/prerender.ts):
 * hydration needs the two to agree to the last element, the ids React makes (useId) included, and
 * those follow each component's place among its siblings.
 */
export function appTree({ store, i18n, router, App, Bridge = Nothing }: AppTreeProps): ReactElement {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          {router(
            <>
              <Bridge />
              <App />
              <FirstScreen />
            </>,
          )}
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

/**
 * Whether the page came with this first screen in its HTML, rendered by the build for a guest in
 * this language: then the app hydrates it. The server sends it to guests only, in the language of
 * the visitor's cookie or browser; a page that does not fit (a language chosen on this device
 * before the cookie existed, a session begun in another tab) is rendered anew instead.
 */
function prerenderedFor(container: HTMLElement, pageLanguage: string, language: string, signedIn: boolean): boolean {
  return container.hasChildNodes() && !signedIn && pageLanguage === language;
}

export interface AppStart<S extends FrameStore> {
  page: PageApp;
  texts: AppTexts;
  /** The app's store; sagas navigate through the router rendered later, so they get a link to it. */
  createStore: (navigate: NavigateFn) => S;
  /** Starts reading the stored state back (an app that keeps state between visits). */
  startPersistence?: (store: S) => Persistor;
  /** The first page's chunk, asked for before the store starts so both download side by side. */
  pageReady?: Promise<unknown>;
  /** What renders inside the router. */
  App: ComponentType;
}

/**
 * Starts an app in the page: its store, its texts in the visitor's language, then one render inside
 * the router. The first render waits for the stored state, Malay's texts for a visitor who chose
 * Malay (a small chunk; never English first) and the first page's chunk, so that it paints the page
 * rather than a spinner. It renders as a transition, which React splits into short tasks too.
 */
export async function startApp<S extends FrameStore>({ page, texts, createStore, startPersistence, pageReady, App }: AppStart<S>): Promise<void> {
  startPageApp(page);
  holdUntilFirstPaint();
  await nextTask();
  const routerLink = createRouterLink();
  const store = createStore(routerLink.navigate);
  await nextTask();
  const persistor = startPersistence ? startPersistence(store) : null;
  await nextTask();
  const i18n = initI18n(store.getState().ui.language, texts);
  const pageLanguage = document.documentElement.lang;
  document.documentElement.lang = i18n.language;
  const chosen = readLanguage();
  if (isLanguage(chosen)) shareLanguageWithServer(chosen);
  await Promise.all([storedStateRead(persistor), languageReady(), pageReady]);
  const basename = page.basePath === '/' ? undefined : page.basePath;
  const app = appTree({
    store,
    i18n,
    router: (children) => <BrowserRouter basename={basename}>{children}</BrowserRouter>,
    App,
    Bridge: routerLink.Bridge,
  });
  const container = document.getElementById('root')!;
  if (prerenderedFor(container, pageLanguage, i18n.language, store.getState().session.isLoggedIn)) {
    // As a transition, hydration too is split into short tasks the browser can interrupt.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
