import type { Middleware } from '@reduxjs/toolkit';
import { createFrameStore, type AppState, type FrameSagaContext } from '../../frame/store';
import { frameWatchers, rootSagaOf } from '../../frame/rootSagas';
import type { CarelineApi } from '../api';
import memberSearch from '../features/search/slice';
import watchSearch from '../features/search/sagas';
import memberCase from '../features/memberCase/slice';
import watchMemberCase from '../features/memberCase/sagas';
import pendingQueue from '../features/pending/slice';
import watchPending from '../features/pending/sagas';
import serviceWork from './serviceWork/slice';
import watchServiceWork from './serviceWork/sagas';
import { reportsReducer } from '../features/reports';
import carelineAccount from '../features/account/slice';
import watchAccount from '../features/account/sagas';
import stepUp from './stepUp/slice';
import { features } from './featureState';

/** The careline app's own slices: small, so they load with the app; the screens are lazy chunks. */
const carelineReducers = { carelineAccount, stepUp, memberSearch, memberCase, pendingQueue, serviceWork, reports: reportsReducer, features };

export type RootState = AppState<typeof carelineReducers>;

export interface CarelineStoreOptions extends Omit<FrameSagaContext<CarelineApi>, 'persist'> {
  preloadedState?: Partial<RootState>;
  guard?: Middleware;
}

/**
 * Nothing is kept between visits: a member's case on a shared office computer stays in memory only.
 */
export function createCarelineStore({ api, navigate, preloadedState, guard }: CarelineStoreOptions) {
  return createFrameStore({
    reducers: carelineReducers,
    rootSaga: rootSagaOf([...frameWatchers(), watchSearch, watchMemberCase, watchPending, watchServiceWork, watchAccount]),
    context: { api, navigate },
    preloadedState,
    guard,
  });
}

export type CarelineStore = ReturnType<typeof createCarelineStore>;
export type AppDispatch = CarelineStore['dispatch'];
