import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Persistor } from 'redux-persist';
import type { Api } from '../api';
import session from '../features/session/slice';
import profile from '../features/profile/slice';
import vehicles from '../features/vehicles/slice';
import cycles from '../features/cycles/slice';
import services from '../features/services/slice';
import notifications from '../features/notifications/slice';
import login from '../features/login/slice';
import register from '../features/register/slice';
import forgotPassword from '../features/forgotPassword/slice';
import survey from '../features/survey/slice';
import editProfile from '../features/editProfile/slice';
import loyalty from '../features/dashboard/slice';
import addVehicle from '../features/addVehicle/slice';
import serviceInfo from '../features/serviceInfo/slice';
import addService from '../features/addService/slice';
import ui from './uiSlice';
import { appStarted } from './events';
import type { NavigateFn } from './navigation';
import { persistConfigFor } from './persist';
import rootSaga from './rootSaga';

export const rootReducer = combineReducers({
  session,
  profile,
  ui,
  vehicles,
  cycles,
  services,
  notifications,
  login,
  register,
  forgotPassword,
  survey,
  editProfile,
  loyalty,
  addVehicle,
  serviceInfo,
  addService,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What sagas find in their context: the injected api and the router's navigate. */
export interface SagaContext {
  api: Api;
  navigate: NavigateFn;
}

export interface AppStoreOptions extends SagaContext {
  /** Keep the member's data in localStorage (the app); off by default (tests, support replay). */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
}

export function createAppStore({ api, navigate, persist = false, preloadedState }: AppStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { api, navigate } satisfies SagaContext });
  // The persisted reducer has the same state plus `_persist`; the store is typed by the plain one.
  const reducer = persist ? (persistReducer(persistConfigFor<RootState>(), rootReducer) as unknown as typeof rootReducer) : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions (register, rehydrate callbacks).
        // The receipt File rides on the add-service submit action only; it never enters the state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, 'addService/submitRequested'] },
        thunk: false,
      }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagaMiddleware.run(rootSaga);
  if (!persist) store.dispatch(appStarted());
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Starts writing the store to storage and reading it back; `appStarted` follows the read, so
 * sagas that load fresh data never race the stored copy. Only for a store made with `persist`.
 */
export function startPersistence(store: AppStore): Persistor {
  return persistStore(store, null, () => store.dispatch(appStarted()));
}
