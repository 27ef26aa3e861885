import { combineReducers, type Middleware } from '@reduxjs/toolkit';
import { createFrameStore, frameReducers, type AppState, type FrameSagaContext } from '../../frame/store';
import { frameWatchers, rootSagaOf } from '../../frame/rootSagas';
import type { WorkshopApi } from '../api';
import account from '../features/account/slice';
import watchAccountSession from '../features/account/session';
import counter from '../features/counter/slice';
import staff from '../features/staff/slice';

/** The workshop app's own slices beside the frame's (session, ui, connection). */
const workshopReducers = { account, counter, staff };

export type RootState = AppState<typeof workshopReducers>;

/** The whole state's reducer, for saga tests that run a flow against it. */
export const workshopRootReducer = combineReducers({ ...frameReducers, ...workshopReducers });

export interface WorkshopStoreOptions extends Omit<FrameSagaContext<WorkshopApi>, 'persist'> {
  preloadedState?: Partial<RootState>;
  guard?: Middleware;
}

/**
 * Nothing is kept between visits: the counter reads fresh from the server, and a shared counter
 * phone keeps no one's data after logout. Each page's saga starts with the page (useFeatureSaga);
 * only the session's account loads from the start.
 */
export function createWorkshopStore({ api, navigate, preloadedState, guard }: WorkshopStoreOptions) {
  return createFrameStore({
    reducers: workshopReducers,
    rootSaga: rootSagaOf([...frameWatchers(), watchAccountSession]),
    context: { api, navigate },
    preloadedState,
    guard,
  });
}

export type WorkshopStore = ReturnType<typeof createWorkshopStore>;
export type AppDispatch = WorkshopStore['dispatch'];
