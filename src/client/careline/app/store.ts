import type { Middleware } from '@reduxjs/toolkit';
import { createFrameStore, type AppState, type FrameSagaContext } from '../../frame/store';
import { frameWatchers, rootSagaOf } from '../../frame/rootSagas';
import type { CarelineApi } from '../api';
import serviceWork from './serviceWork/slice';
import watchServiceWork from './serviceWork/sagas';
import carelineAccount from '../features/account/slice';
import watchAccount from '../features/account/sagas';
import stepUp from './stepUp/slice';

/** The slices every page needs (the person, the step-up, the service at hand); each screen brings its own in its chunk (useFeatureSaga). */
const carelineReducers = { carelineAccount, stepUp, serviceWork };

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
    rootSaga: rootSagaOf([...frameWatchers(), watchServiceWork, watchAccount]),
    context: { api, navigate },
    preloadedState,
    guard,
    // The member's diagnostic File rides on the replay's file-chosen action only; it never enters the state.
    ignoredActions: ['supportReplay/fileChosen'],
  });
}

export type CarelineStore = ReturnType<typeof createCarelineStore>;
export type AppDispatch = CarelineStore['dispatch'];
