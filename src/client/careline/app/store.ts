import type { Middleware } from '@reduxjs/toolkit';
import { createFrameStore, type AppState, type FrameSagaContext } from '../../frame/store';
import { frameWatchers, rootSagaOf } from '../../frame/rootSagas';
import type { CarelineApi } from '../api';
import { reportsReducer } from '../features/reports';

/** The careline app's own slices; its features add theirs here. */
const carelineReducers = { reports: reportsReducer };

export type RootState = AppState<typeof carelineReducers>;

export interface CarelineStoreOptions extends Omit<FrameSagaContext<CarelineApi>, 'persist'> {
  preloadedState?: Partial<RootState>;
  guard?: Middleware;
}

/** Nothing is kept between visits yet: the app has no data of its own to keep. */
export function createCarelineStore({ api, navigate, preloadedState, guard }: CarelineStoreOptions) {
  return createFrameStore({ reducers: carelineReducers, rootSaga: rootSagaOf(frameWatchers()), context: { api, navigate }, preloadedState, guard });
}

export type CarelineStore = ReturnType<typeof createCarelineStore>;
export type AppDispatch = CarelineStore['dispatch'];
