import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createApi } from './api';
import { createAppStore, startPersistence } from './app/store';
import { browserRoutes } from './app/routes';
import type { NavigateFn } from './app/navigation';
import { initI18n } from './i18n';
import { PageSpinner } from './ui/Spinner';
import './styles/index.css';

// Sagas navigate through the router made below; the store exists first, so they reach it lazily.
let router: ReturnType<typeof createBrowserRouter> | null = null;
const navigate: NavigateFn = (path, options) => router?.navigate(path, options);

const store = createAppStore({ api: createApi(), navigate, persist: true });
const persistor = startPersistence(store);
const i18n = initI18n(store.getState().ui.language);
document.documentElement.lang = i18n.language;
router = createBrowserRouter(browserRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PersistGate loading={<PageSpinner />} persistor={persistor}>
          <RouterProvider router={router} />
        </PersistGate>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
