import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Persistor } from 'redux-persist';
import type { Api } from '../api';
import session from '../../frame/session/slice';
import profile from '../../entities/profile/slice';
import vehicles from '../../entities/vehicles/slice';
import cycles from '../../entities/cycles/slice';
import services from '../../entities/services/slice';
import notifications from '../../entities/notifications/slice';
import login from '../features/login/slice';
import register from '../features/register/slice';
import forgotPassword from '../features/forgotPassword/slice';
import survey from '../features/survey/slice';
import editProfile from '../features/editProfile/slice';
import loyalty from '../../entities/loyalty/slice';
import addVehicle from '../features/addVehicle/slice';
import serviceInfo from '../features/serviceInfo/slice';
import addService from '../features/addService/slice';
import workshopLocator from '../features/workshopLocator/slice';
import inbox from '../features/inbox/slice';
import subscribe from '../features/subscribe/slice';
import support from '../features/support/slice';
import appConfig from '../features/appConfig/slice';
import referAndEarn from '../features/referAndEarn/slice';
import campaignMgm from '../features/campaignMgm/slice';
import festiveCampaign from '../features/festiveCampaign/slice';
import festiveCampaignConfig from '../../entities/festiveCampaign/slice';
import connection from '../../frame/connection/slice';
import ui from '../../frame/uiSlice';
import { appStarted } from '../../frame/events';
import type { NavigateFn } from '../../frame/navigation';
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
  workshopLocator,
  inbox,
  subscribe,
  support,
  appConfig,
  referAndEarn,
  campaignMgm,
  festiveCampaign,
  festiveCampaignConfig,
  connection,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What sagas find in their context: the injected api and the router's navigate. */
export interface SagaContext {
  api: Api;
  navigate: NavigateFn;
  /** Set in a support replay's store: app-wide upkeep (build check, error reports, tracking) stays off. */
  replay?: boolean;
}

export interface AppStoreOptions extends SagaContext {
  /** Keep the member's data in localStorage (the app); off by default (tests, support replay). */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
  /** Sees every action before the sagas do (the support replay keeps the staff member's session out of reach). */
  guard?: Middleware;
}

export function createAppStore({ api, navigate, persist = false, preloadedState, replay, guard }: AppStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { api, navigate, replay } satisfies SagaContext });
  // The persisted reducer has the same state plus `_persist`; the store is typed by the plain one.
  const reducer = persist ? (persistReducer(persistConfigFor<RootState>(), rootReducer) as unknown as typeof rootReducer) : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions (register, rehydrate callbacks).
        // The receipt File rides on the add-service submit action only; it never enters the state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, 'addService/submitRequested', 'support/replayFileChosen'] },
        thunk: false,
      }).concat(guard ? [guard, sagaMiddleware] : [sagaMiddleware]),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagaMiddleware.run(rootSaga);
  // Sagas of lazily loaded pages start when their page first renders (useFeatureSaga).
  const startedFeatureSagas = new Set<Saga>();
  const startFeatureSaga = (saga: Saga) => {
    if (startedFeatureSagas.has(saga)) return;
    startedFeatureSagas.add(saga);
    sagaMiddleware.run(saga);
  };
  if (!persist) store.dispatch(appStarted());
  return Object.assign(store, { startFeatureSaga });
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
