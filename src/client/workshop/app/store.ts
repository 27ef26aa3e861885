import type { Middleware } from '@reduxjs/toolkit';
import { createFrameStore, type AppState, type FrameSagaContext } from '../../frame/store';
import { frameWatchers, rootSagaOf } from '../../frame/rootSagas';
import type { WorkshopApi } from '../api';

/** The workshop app's own slices; its features add theirs here. */
const workshopReducers = {};

export type RootState = AppState<typeof workshopReducers>;

export interface WorkshopStoreOptions extends Omit<FrameSagaContext<WorkshopApi>, 'persist'> {
  preloadedState?: Partial<RootState>;
  guard?: Middleware;
}

/** Nothing is kept between visits yet: the app has no data of its own to keep. */
export function createWorkshopStore({ api, navigate, preloadedState, guard }: WorkshopStoreOptions) {
  return createFrameStore({ reducers: workshopReducers, rootSaga: rootSagaOf(frameWatchers()), context: { api, navigate }, preloadedState, guard });
}

export type WorkshopStore = ReturnType<typeof createWorkshopStore>;
export type AppDispatch = WorkshopStore['dispatch'];
