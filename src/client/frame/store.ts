import { combineReducers, configureStore, type Middleware, type Reducer, type ReducersMapObject, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import createSagaMiddleware, { stdChannel, type Saga } from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import type { FrameApi } from './api/frameApi';
import connection from './connection/slice';
import { appStarted } from './events';
import { afterFirstScreen, firstScreenHeld, nextTask } from './firstPaint';
import type { NavigateFn } from './navigation';
import session from './session/slice';
import ui from './uiSlice';

/** The slices every app's store holds, whatever else it keeps: the frame's sagas and pieces read them. */
export const frameReducers = { session, ui, connection };

export type FrameState = { [K in keyof typeof frameReducers]: ReturnType<(typeof frameReducers)[K]> };

/** What sagas find in their context: the injected api, the router's navigate, the app's stored state. */
export interface FrameSagaContext<A extends FrameApi = FrameApi> {
  api: A;
  navigate: NavigateFn;
  /** Set in a support replay's store: app-wide upkeep (build check, error reports, tracking) stays off. */
  replay?: boolean;
  /** Where the app keeps its state between visits; logout purges it. */
  persist?: PersistConfig<any>;
}

export interface FrameStoreOptions<R extends ReducersMapObject, A extends FrameApi> {
  /** The app's slices beside the frame's own. */
  reducers: R;
  rootSaga: Saga;
  context: Omit<FrameSagaContext<A>, 'persist'>;
  /** Keep the app's state between visits with this config; without it nothing is stored (tests, support replay). */
  persist?: PersistConfig<any>;
  preloadedState?: Partial<AppState<R>>;
  /** Sees every action before the sagas do. */
  guard?: Middleware;
  /** Actions that carry what is not serialisable (a receipt File) and never enter the state. */
  ignoredActions?: string[];
}

export type AppState<R extends ReducersMapObject> = FrameState & { [K in keyof R]: ReturnType<R[K]> };

/**
 * Holds the sagas back until the first screen has been committed, when the browser's start-up asks
 * (firstPaint.ts): starting an app's few dozen watchers was about 300 ms of a simulated phone's CPU
 * between the scripts' arrival and the first render, which waits for nothing they do. The actions
 * dispatched meanwhile (the stored state's return, `appStarted`, a page asking for its data) wait
 * in order at the sagas' channel, and reach the sagas once they have started, as if they had run
 * all along.
 *
 * The start is spread over tasks a phone can interrupt: the sagas start in one, then the actions
 * that waited reach them one a task, those dispatched meanwhile joining the back of the line. In one
 * task, starting and catching up was one of the longest tasks of a member page's start-up.
 */
function sagaStarter(sagaMiddleware: ReturnType<typeof createSagaMiddleware>, channel: ReturnType<typeof stdChannel<UnknownAction>>) {
  const deliver = channel.put;
  let waiting: UnknownAction[] | null = firstScreenHeld() ? [] : null;
  let held: Saga[] | null = waiting ? [] : null;
  channel.put = (action) => {
    if (waiting) waiting.push(action);
    else deliver(action);
  };
  const run = (saga: Saga) => {
    if (held) held.push(saga);
    else sagaMiddleware.run(saga);
  };
  if (held) {
    void afterFirstScreen().then(async () => {
      const sagas = held!;
      held = null;
      for (const saga of sagas) sagaMiddleware.run(saga);
      while (waiting!.length > 0) {
        await nextTask();
        deliver(waiting!.shift()!);
      }
      waiting = null;
    });
  }
  return { run };
}

/**
 * One store for one app: the frame's slices and the app's, the app's root saga with its context,
 * and, when asked, the app's state kept in storage. `appStarted` follows the stored state's read
 * (`startPersistence`), or comes at once when nothing is stored. In the browser the sagas start
 * once the first screen has been rendered (sagaStarter).
 */
export function createFrameStore<R extends ReducersMapObject, A extends FrameApi>(options: FrameStoreOptions<R, A>) {
  const { reducers, rootSaga, context, persist, preloadedState, guard, ignoredActions = [] } = options;
  const rootReducer = combineReducers({ ...frameReducers, ...reducers }) as unknown as Reducer<AppState<R>>;
  const channel = stdChannel<UnknownAction>();
  const sagaMiddleware = createSagaMiddleware({ channel, context: { ...context, persist } satisfies FrameSagaContext<A> });
  const sagas = sagaStarter(sagaMiddleware, channel);
  // The persisted reducer has the same state plus `_persist`; the store is typed by the plain one.
  const reducer = persist ? (persistReducer(persist, rootReducer) as unknown as typeof rootReducer) : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as AppState<R> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, ...ignoredActions] },
        thunk: false,
      }).concat(guard ? [guard, sagaMiddleware] : [sagaMiddleware]),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagas.run(rootSaga);
  // Sagas of lazily loaded pages start when their page first renders (useFeatureSaga).
  const startedFeatureSagas = new Set<Saga>();
  const startFeatureSaga = (saga: Saga) => {
    if (startedFeatureSagas.has(saga)) return;
    startedFeatureSagas.add(saga);
    sagas.run(saga);
  };
  // Slices of lazily loaded pages join the store when their page first renders (useFeatureSaga).
  const featureReducers: ReducersMapObject = {};
  const addFeatureReducer = (key: string, slice: Reducer) => {
    if (featureReducers[key]) return;
    featureReducers[key] = slice;
    const combined = combineReducers({ ...frameReducers, ...reducers, ...featureReducers }) as unknown as typeof rootReducer;
    store.replaceReducer(persist ? (persistReducer(persist, combined) as unknown as typeof rootReducer) : combined);
  };
  if (!persist) store.dispatch(appStarted());
  return Object.assign(store, { startFeatureSaga, addFeatureReducer });
}

export type FrameStore = ReturnType<typeof createFrameStore>;

/**
 * Starts writing the store to storage and reading it back; `appStarted` follows the read, so
 * sagas that load fresh data never race the stored copy. Only for a store made with `persist`.
 */
export function startPersistence(store: FrameStore): Persistor {
  return persistStore(store, null, () => store.dispatch(appStarted()));
}

/** Each app types its own hooks by its state and dispatch: `typedHooks<RootState, AppDispatch>()`. */
export function typedHooks<S, D extends FrameStore['dispatch'] = FrameStore['dispatch']>() {
  return { useAppSelector: useSelector.withTypes<S>(), useAppDispatch: useDispatch.withTypes<D>() };
}

/** The frame's own pieces (popups, language switch, connection notice) read only the frame's slices. */
export const { useAppSelector: useFrameSelector, useAppDispatch: useFrameDispatch } = typedHooks<FrameState>();
