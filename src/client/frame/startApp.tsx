import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Persistor } from 'redux-persist';
import { initI18n, languageReady, type AppTexts } from './i18n';
import { firstScreenRendered, holdUntilFirstPaint } from './firstPaint';
import type { NavigateFn } from './navigation';
import { startPageApp, type PageApp } from './pageApp';
import { createRouterLink } from './routerLink';
import type { FrameStore } from './store';

/**
 * Lets the browser in between two steps of the start-up: running the scripts, starting the store
 * and loading the texts are then short tasks rather than one long one that a phone could not
 * interrupt (a tap waits for a task to end).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

/** Marks the app's first screen (past the wait for stored state) as rendered. */
function FirstScreen() {
  useEffect(firstScreenRendered, []);
  return null;
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
  const persistor = startPersistence ? startPersistence(store) : null;
  await nextTask();
  const i18n = initI18n(store.getState().ui.language, texts);
  document.documentElement.lang = i18n.language;
  await Promise.all([storedStateRead(persistor), languageReady(), pageReady]);
  const basename = page.basePath === '/' ? undefined : page.basePath;
  const app = (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter basename={basename}>
            <routerLink.Bridge />
            <App />
            <FirstScreen />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(app));
}
