import { combineReducers, type Middleware } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import type { Api } from '../api';
import { createFrameStore, frameReducers, startPersistence as startFramePersistence, type FrameSagaContext } from '../../frame/store';
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
import appConfig from '../../entities/appConfig/slice';
import referAndEarn from '../features/referAndEarn/slice';
import campaignMgm from '../features/campaignMgm/slice';
import festiveCampaign from '../features/festiveCampaign/slice';
import festiveCampaignConfig from '../../entities/festiveCampaign/slice';
import pushOptIn from '../features/pushOptIn/slice';
import { persistConfigFor } from './persist';
import rootSaga from './rootSaga';

/** The member app's slices; the frame adds its own (session, ui, connection). */
const memberReducers = {
  profile,
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
  pushOptIn,
};

export const rootReducer = combineReducers({ ...frameReducers, ...memberReducers });

export type RootState = ReturnType<typeof rootReducer>;

/** What sagas find in their context: the member's api and the router's navigate. */
export type SagaContext = Omit<FrameSagaContext<Api>, 'persist'>;

export interface AppStoreOptions extends SagaContext {
  /** Keep the member's data in localStorage (the app); off by default (tests, the careline's replay). */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
  /** Sees every action before the sagas do (the careline's replay keeps the person's own session out of reach). */
  guard?: Middleware;
}

export function createAppStore({ api, navigate, persist = false, preloadedState, replay, guard }: AppStoreOptions) {
  return createFrameStore({
    reducers: memberReducers,
    rootSaga,
    context: { api, navigate, replay },
    persist: persist ? persistConfigFor<RootState>() : undefined,
    preloadedState,
    guard,
    // The receipt File rides on the add-service submit action only; it never enters the state.
    ignoredActions: ['addService/submitRequested'],
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Starts writing the store to storage and reading it back; `appStarted` follows the read, so
 * sagas that load fresh data never race the stored copy. Only for a store made with `persist`.
 */
export function startPersistence(store: AppStore): Persistor {
  const persistor = startFramePersistence(store);
  // The throttle writes one slice per tick, so a reload or a phone putting the tab away right after
  // step 4 could lose its code: whatever waits is written as the page is hidden or left.
  const flush = () => {
    void persistor.flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return persistor;
}
