import type { Task } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { all, call, fork, getContext, join, put, select, take, takeLeading } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { answer, createTestStore, fixtureApi } from '../../app/testUtils';
import { afterFirstPaint } from '../../../frame/firstPaint';
import { loadAppConfig } from '../appConfig/sagas';
import { appConfigActions } from '../appConfig/slice';
import { activeWorkshops, hiddenWorkshops } from './fixtures';
import { GeolocationFailure, getCurrentPosition } from './geolocation';
import watchWorkshopLocator, { loadMapTiles, loadWorkshops, locateMember, SEARCH_DEBOUNCE_MS } from './sagas';
import { selectMapTiles } from './selectors';
import { initialLocatorState, workshopLocatorActions } from './slice';
import { DEFAULT_CENTRE, INITIAL_ZOOM, toLocatorWorkshops } from './workshops';
import { heldDelay, noDelay, UNTIL_DONE, withSteps } from '../../../../testing/sagas';
const tiles = { map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png', map_tile_attribution: '&copy; Example' };

describe('loading the workshops', () => {
  it('drops 8888, 9999 and entries without coordinates, then hides the spinner a second later', async () => {
    const api = fixtureApi({ getActiveWorkshops: jest.fn(async () => answer(200, [...hiddenWorkshops, ...activeWorkshops])) });
    const { storeState } = await expectSaga(loadWorkshops)
      .withReducer(rootReducer, rootReducer(undefined, workshopLocatorActions.opened()))
      .provide([[getContext('api'), api], noDelay])
      .put(workshopLocatorActions.workshopsLoaded(toLocatorWorkshops(activeWorkshops)))
      .put(workshopLocatorActions.spinnerHidden())
      .run(UNTIL_DONE);
    const state = (storeState as RootState).workshopLocator;
    expect(state.workshops.map((w) => w.workshopId)).toEqual(['KL1001', 'KL1002', 'SG2001', 'SG2002', 'PG3001']);
    expect(state.status).toBe('succeeded');
    expect(state.spinner).toBe(false);
  });

  it('keeps the spinner until the second has passed', async () => {
    const api = fixtureApi({ getActiveWorkshops: jest.fn(async () => answer(200, activeWorkshops)) });
    const second = heldDelay();
    let spinnerWithTheWorkshops: boolean | undefined;
    function* workshopsArriveThenTheSecondPasses() {
      const loading: Task = yield fork(loadWorkshops);
      yield take(workshopLocatorActions.workshopsLoaded.type);
      spinnerWithTheWorkshops = yield select((state: RootState) => state.workshopLocator.spinner);
      second.pass();
      yield join(loading);
    }
    const { storeState } = await expectSaga(workshopsArriveThenTheSecondPasses)
      .withReducer(rootReducer, rootReducer(undefined, workshopLocatorActions.opened()))
      .provide([[getContext('api'), api], second.provider])
      .run(UNTIL_DONE);
    expect(spinnerWithTheWorkshops).toBe(true);
    expect((storeState as RootState).workshopLocator.spinner).toBe(false);
  });

  it('says it failed (the page offers a retry) and logs, on a network failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({ getActiveWorkshops: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await expectSaga(loadWorkshops)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .put(workshopLocatorActions.workshopsFailed({ status: 502, error: 'Network error' }))
      .run(UNTIL_DONE);
    expect((storeState as RootState).workshopLocator.status).toBe('failed');
    expect(warn).toHaveBeenCalledWith('[workshops]', 'Network error');
    warn.mockRestore();
  });
});

describe('the tile server from GET /api/app-config', () => {
  // The store's app-config cache answers appConfigNow; its loader runs beside the locator, as in the app.
  function* appConfigLoader() {
    yield takeLeading(appConfigActions.requested.type, loadAppConfig);
  }
  function* mapOpenedTwice() {
    yield call(loadMapTiles);
    yield call(loadMapTiles);
  }
  const withAppConfigLoader = withSteps(appConfigLoader, mapOpenedTwice);

  it('is asked once and kept in the store, where the map reads it', async () => {
    const api = fixtureApi({ getAppConfig: jest.fn(async () => answer(200, tiles)) });
    const { storeState } = await expectSaga(withAppConfigLoader)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .put(appConfigActions.loaded(tiles))
      .run(UNTIL_DONE);
    expect(selectMapTiles(storeState as RootState)).toEqual({ url: tiles.map_tile_url, attribution: '&copy; Example' });
    expect(api.getAppConfig).toHaveBeenCalledTimes(1);
  });

  it('leaves the map without tiles when the server cannot say', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fixtureApi({ getAppConfig: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await expectSaga(withAppConfigLoader)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .run(UNTIL_DONE);
    expect(selectMapTiles(storeState as RootState)).toBeNull();
    warn.mockRestore();
  });
});

describe('locating the member (geolocation through a saga)', () => {
  it('recentres on the member at zoom 18', async () => {
    const { storeState } = await expectSaga(locateMember)
      .withReducer(rootReducer, rootReducer(undefined, workshopLocatorActions.locateRequested()))
      .provide([[matchers.call.fn(getCurrentPosition), { lat: 3.078, lng: 101.589 }]])
      .put(workshopLocatorActions.located({ lat: 3.078, lng: 101.589 }))
      .run(UNTIL_DONE);
    const state = (storeState as RootState).workshopLocator;
    expect(state.view).toEqual({ centre: { lat: 3.078, lng: 101.589 }, zoom: 18, seq: 1 });
    expect(state.position).toEqual({ lat: 3.078, lng: 101.589 });
    expect(state.locating).toBe('located');
  });

  it.each(['denied', 'timeout', 'unsupported'] as const)('turns "%s" into a message and keeps the map where it was', async (reason) => {
    const { storeState } = await expectSaga(locateMember)
      .withReducer(rootReducer, rootReducer(undefined, workshopLocatorActions.locateRequested()))
      .provide([[matchers.call.fn(getCurrentPosition), throwError(new GeolocationFailure(reason))]])
      .put(workshopLocatorActions.locateFailed(reason))
      .run(UNTIL_DONE);
    const state = (storeState as RootState).workshopLocator;
    expect(state.locateError).toBe(reason);
    expect(state.locating).toBe('failed');
    expect(state.position).toBeNull();
    expect(state.view).toEqual({ centre: DEFAULT_CENTRE, zoom: INITIAL_ZOOM, seq: 0 });
  });

  it('treats any other error as "unavailable"', async () => {
    await expectSaga(locateMember)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(getCurrentPosition), throwError(new Error('boom'))]])
      .put(workshopLocatorActions.locateFailed('unavailable'))
      .run(UNTIL_DONE);
  });
});

describe('the page opening', () => {
  it('loads tiles and workshops and looks for the member; the locate-me button looks again', async () => {
    const api = fixtureApi({
      getActiveWorkshops: jest.fn(async () => answer(200, activeWorkshops)),
      getAppConfig: jest.fn(async () => answer(200, tiles)),
    });
    function* member() {
      // Opened twice (StrictMode mounts twice): one visit.
      yield put(workshopLocatorActions.opened());
      yield put(workshopLocatorActions.opened());
      yield all([take(workshopLocatorActions.located.type), take(workshopLocatorActions.spinnerHidden.type)]);
      // The locate-me button.
      yield put(workshopLocatorActions.locateRequested());
      yield take(workshopLocatorActions.located.type);
    }
    const { storeState } = await expectSaga(withSteps(watchWorkshopLocator, member))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay, [matchers.call.fn(getCurrentPosition), { lat: 3.1185, lng: 101.6213 }]])
      .put(workshopLocatorActions.locateRequested())
      .put(appConfigActions.requested())
      .run(UNTIL_DONE);
    const state = (storeState as RootState).workshopLocator;
    expect(api.getActiveWorkshops).toHaveBeenCalledTimes(1);
    expect(state.workshops).toHaveLength(5);
    expect(state.view.seq).toBe(2);
  });

  it('applies the search once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      // The app's store: its sagas see each keystroke as it is dispatched.
      const store = createTestStore();
      store.startFeatureSaga(watchWorkshopLocator);
      const applied: string[] = [];
      store.subscribe(() => {
        const { query } = store.getState().workshopLocator;
        if (query !== applied[applied.length - 1]) applied.push(query);
      });
      store.dispatch(workshopLocatorActions.searchTyped('j'));
      store.dispatch(workshopLocatorActions.searchTyped('ja'));
      store.dispatch(workshopLocatorActions.searchTyped('jay'));
      await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
      expect(store.getState().workshopLocator.query).toBe('');
      await jest.advanceTimersByTimeAsync(1);
      expect(applied).toEqual(['', 'jay']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('choosing a workshop', () => {
  it('centres on it and names it for the popup', () => {
    const loaded = rootReducer(undefined, workshopLocatorActions.workshopsLoaded(toLocatorWorkshops(activeWorkshops)));
    const chosen = rootReducer(loaded, workshopLocatorActions.workshopChosen(3)).workshopLocator;
    expect(chosen.focusedId).toBe(3);
    expect(chosen.view).toEqual({ centre: { lat: 3.1185, lng: 101.6213 }, zoom: 16, seq: 1 });
    expect(rootReducer(loaded, workshopLocatorActions.workshopChosen(404)).workshopLocator).toEqual({ ...initialLocatorState, status: 'succeeded', workshops: loaded.workshopLocator.workshops });
  });
});

describe('the locator opened fresh', () => {
  it('asks for the workshops once its first screen is painted', async () => {
    const happened: string[] = [];
    const getActiveWorkshops = jest.fn(async () => {
      happened.push('GET /api/workshop/active');
      return answer(200, activeWorkshops);
    });
    const painted = dynamic(() => Promise.resolve().then(() => void happened.push('first paint')));
    await expectSaga(loadWorkshops)
      .withReducer(rootReducer, rootReducer(undefined, workshopLocatorActions.opened()))
      .provide([[getContext('api'), fixtureApi({ getActiveWorkshops })], [matchers.call.fn(afterFirstPaint), painted], noDelay])
      .run(UNTIL_DONE);
    expect(happened).toEqual(['first paint', 'GET /api/workshop/active']);
  });
});
