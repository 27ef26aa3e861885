import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createApi } from './api';
import { createAppStore, startPersistence } from './app/store';
import { BrowserApp, preloadPage } from './app/routes';
import { createRouterLink } from './app/routerLink';
import { initI18n, languageReady } from './i18n';
import { PageSpinner } from './ui/Spinner';
import { firstScreenRendered, holdUntilFirstPaint } from './app/firstPaint';
import './styles/index.css';

// The page opened starts downloading now, beside the store's start, rather than once the shell has rendered.
const pageReady = preloadPage(window.location.pathname);
holdUntilFirstPaint();

// Sagas navigate through the router rendered below; the store exists first, so they reach it through a link.
const routerLink = createRouterLink();

const store = createAppStore({ api: createApi(), navigate: routerLink.navigate, persist: true });
const persistor = startPersistence(store);
const i18n = initI18n(store.getState().ui.language);
document.documentElement.lang = i18n.language;

/** Marks the app's first screen (past the wait for stored state) as rendered. */
function FirstScreen() {
  useEffect(firstScreenRendered, []);
  return null;
}

function renderApp() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <PersistGate loading={<PageSpinner />} persistor={persistor}>
            <BrowserRouter>
              <routerLink.Bridge />
              <BrowserApp />
              <FirstScreen />
            </BrowserRouter>
          </PersistGate>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

// A member who chose Malay waits for its texts (a small chunk) rather than seeing English first, and
// the first render waits for the page's chunk, so that it paints the page rather than a spinner.
void Promise.all([languageReady(), pageReady]).then(renderApp);
