import { createAction } from '@reduxjs/toolkit';
import { take, takeEvery } from 'redux-saga/effects';
import type { FrameApi } from './api/frameApi';

/**
 * The browser's start-up holds the sagas back until the first screen has been rendered; every action
 * dispatched meanwhile still reaches them, once, in its order.
 */
describe('a store whose sagas wait for the first screen', () => {
  // Each test gets the modules fresh: the hold is per page load.
  let firstPaint: typeof import('./firstPaint');
  let frameStore: typeof import('./store');
  let events: typeof import('./events');
  beforeEach(() => {
    jest.resetModules();
    firstPaint = require('./firstPaint');
    frameStore = require('./store');
    events = require('./events');
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const pageAsked = createAction<string>('test/pageAsked');
  // jsdom draws its frames on a 16 ms timer.
  const aFrameLater = () => jest.advanceTimersByTimeAsync(20);

  function storeWithWatchers(seen: string[]) {
    function* rootSaga() {
      yield take(events.appStarted.type);
      seen.push('appStarted');
      yield takeEvery(pageAsked.type, function* record(action: ReturnType<typeof pageAsked>) {
        seen.push(`root ${action.payload}`);
      });
    }
    return frameStore.createFrameStore({ reducers: {}, rootSaga, context: { api: {} as FrameApi, navigate: () => undefined } });
  }

  it('starts them at once where nothing holds them (tests, the support replay)', () => {
    const seen: string[] = [];
    const store = storeWithWatchers(seen);
    store.dispatch(pageAsked('dashboard'));
    expect(seen).toEqual(['appStarted', 'root dashboard']);
  });

  it('once held, runs no saga before the first render, then hands them every action in order, once', async () => {
    firstPaint.holdUntilFirstPaint();
    const seen: string[] = [];
    const store = storeWithWatchers(seen);
    // A page's own saga, started as its page first renders (useFeatureSaga).
    store.startFeatureSaga(function* pageSaga() {
      yield takeEvery(pageAsked.type, function* record(action: ReturnType<typeof pageAsked>) {
        seen.push(`page ${action.payload}`);
      });
    });
    store.dispatch(pageAsked('dashboard'));
    store.dispatch(pageAsked('inbox'));
    await aFrameLater();
    expect(seen).toEqual([]);
    // The state moved on meanwhile: reducers never wait.
    expect(store.getState().session).toBeDefined();

    firstPaint.firstScreenRendered();
    // Not at the render's commit: once the frame showing it has been drawn.
    await Promise.resolve();
    expect(seen).toEqual([]);
    await jest.runAllTimersAsync();
    // Each saga sees each action once, in the order dispatched (which of two sagas hears an action first is theirs to settle).
    expect(seen.filter((line) => !line.startsWith('page'))).toEqual(['appStarted', 'root dashboard', 'root inbox']);
    expect(seen.filter((line) => line.startsWith('page'))).toEqual(['page dashboard', 'page inbox']);

    store.dispatch(pageAsked('loyalty'));
    expect(seen.slice(5).sort()).toEqual(['page loyalty', 'root loyalty']);
  });

  it('catches up one waiting action a task, and one dispatched meanwhile waits behind them', async () => {
    firstPaint.holdUntilFirstPaint();
    const seen: string[] = [];
    const store = storeWithWatchers(seen);
    store.dispatch(pageAsked('dashboard'));
    store.dispatch(pageAsked('inbox'));
    firstPaint.firstScreenRendered();
    // The frame after the render: the sagas start, and the first waiting action (appStarted) reaches them a task later.
    await aFrameLater();
    const caughtUp = seen.length;
    expect(caughtUp).toBeLessThan(3);
    // A tap while the sagas catch up: it reaches them after those that waited before it.
    store.dispatch(pageAsked('tapped'));
    expect(seen).toHaveLength(caughtUp);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.length).toBeLessThanOrEqual(caughtUp + 1);
    await jest.runAllTimersAsync();
    expect(seen).toEqual(['appStarted', 'root dashboard', 'root inbox', 'root tapped']);
    // Caught up: the next action reaches them at once.
    store.dispatch(pageAsked('later'));
    expect(seen.at(-1)).toBe('root later');
  });
});
