import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Persistor } from 'redux-persist';
import { createApi } from './api';
import { createAppStore, startPersistence } from './app/store';
import { BrowserApp, preloadPage } from './app/routes';
import { createRouterLink } from '../frame/routerLink';
import { initI18n, languageReady } from '../frame/i18n';
import { firstScreenRendered, holdUntilFirstPaint } from '../frame/firstPaint';
import '../frame/styles/index.css';

// The page opened starts downloading now, beside the store's start, rather than once the shell has rendered.
const pageReady = preloadPage(window.location.pathname);
holdUntilFirstPaint();

/**
 * Lets the browser in between two steps of the start-up: running the scripts, starting the store
 * and loading the texts are then short tasks rather than one long one that a phone could not
 * interrupt (a tap waits for a task to end).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the stored state is back in the store (redux-persist's PersistGate, without a render of its own). */
function storedStateRead(persistor: Persistor): Promise<void> {
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

async function start() {
  await nextTask();
  // Sagas navigate through the router rendered below; the store exists first, so they reach it through a link.
  const routerLink = createRouterLink();
  const store = createAppStore({ api: createApi(), navigate: routerLink.navigate, persist: true });
  const persistor = startPersistence(store);
  await nextTask();
  const i18n = initI18n(store.getState().ui.language);
  document.documentElement.lang = i18n.language;

  // The first render waits for the stored state, Malay's texts for a member who chose Malay (a small
  // chunk; never English first) and the page's chunk, so that it paints the page rather than a
  // spinner. It renders as a transition, which React splits into short tasks too.
  await Promise.all([storedStateRead(persistor), languageReady(), pageReady]);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <routerLink.Bridge />
            <BrowserApp />
            <FirstScreen />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(app));
}

void start();
