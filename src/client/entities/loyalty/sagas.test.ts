import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { Task } from 'redux-saga';
import { fork, getContext, join, select, take } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../member/app/store';
import { clearCookies, setTokenCookies, answer, fixtureApi } from '../../member/app/testUtils';
import { afterFirstPaint } from '../../frame/firstPaint';
import { service, vehicle } from './fixtures';
import { normaliseLoyalty } from './normalise';
import { fetchLoyalty } from './sagas';
import { loyaltyActions } from './slice';
import { heldDelay, noDelay, UNTIL_DONE } from '../../../testing/sagas';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const myvi = vehicle({ guid: 'v1', services: [service({ guid: 's2', status: 0 }), service({ guid: 's1' })] });
const city = vehicle({ guid: 'v2', plate_number: 'JQK88', model_brand: 'Honda', model_name: 'City', cycle_guid: null, cycle_oil_type: 0 });

describe('loyalty/fetchRequested', () => {
  it('hands GET /api/loyalty, normalised, to the entity slices, then hides the spinner a second later', async () => {
    const api = fixtureApi({}, { vehicles: [myvi, city] });
    const started = rootReducer(undefined, loyaltyActions.fetchRequested());
    const { storeState } = await expectSaga(fetchLoyalty)
      .withReducer(rootReducer, started)
      .provide([[getContext('api'), api], noDelay])
      .put(loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi, city], max_vehicles: 4 })))
      .put(loyaltyActions.spinnerHidden())
      .run(UNTIL_DONE);
    const state = storeState as RootState;
    expect(api.getLoyalty).toHaveBeenCalledWith('access-1');
    expect(state.vehicles.ids).toEqual(['v1', 'v2']);
    expect(state.loyalty).toEqual({ status: 'succeeded', spinner: false, maxVehicles: 4 });
  });

  it('keeps the spinner until the second has passed', async () => {
    const api = fixtureApi({}, { vehicles: [myvi] });
    const second = heldDelay();
    let spinnerWithTheVehicles: boolean | undefined;
    function* vehiclesArriveThenTheSecondPasses() {
      const fetching: Task = yield fork(fetchLoyalty);
      yield take(loyaltyActions.fetchSucceeded.type);
      spinnerWithTheVehicles = yield select((state: RootState) => state.loyalty.spinner);
      second.pass();
      yield join(fetching);
    }
    const { storeState } = await expectSaga(vehiclesArriveThenTheSecondPasses)
      .withReducer(rootReducer, rootReducer(undefined, loyaltyActions.fetchRequested()))
      .provide([[getContext('api'), api], second.provider])
      .run(UNTIL_DONE);
    expect(spinnerWithTheVehicles).toBe(true);
    expect((storeState as RootState).loyalty.spinner).toBe(false);
  });

  it('only logs a failure and keeps the stored vehicles (spec section 8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi], max_vehicles: 4 })));
    const api = fixtureApi({ getLoyalty: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await expectSaga(fetchLoyalty)
      .withReducer(rootReducer, before)
      .provide([[getContext('api'), api], noDelay])
      .put(loyaltyActions.fetchFailed({ status: 502, error: 'Network error' }))
      .run(UNTIL_DONE);
    expect((storeState as RootState).vehicles.ids).toEqual(['v1']);
    expect((storeState as RootState).ui.popup).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('a page opened fresh', () => {
  /** What happened, in order: the first screen painted, and the GET of the vehicles. */
  function inOrder(stored: RootState) {
    const happened: string[] = [];
    const getLoyalty = jest.fn(async () => {
      happened.push('GET /api/loyalty');
      return answer(200, { vehicles: [myvi], max_vehicles: 4 });
    });
    const painted = dynamic(() => Promise.resolve().then(() => void happened.push('first paint')));
    const run = expectSaga(fetchLoyalty)
      .withReducer(rootReducer, stored)
      .provide([[getContext('api'), fixtureApi({ getLoyalty })], [matchers.call.fn(afterFirstPaint), painted], noDelay]);
    return { happened, run };
  }

  it('asks for fresh vehicles only once its first screen, with the stored ones, is painted', async () => {
    const { happened, run } = inOrder(rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi, city], max_vehicles: 4 }))));
    await run.run(UNTIL_DONE);
    expect(happened).toEqual(['first paint', 'GET /api/loyalty']);
  });

  it('with no vehicle stored, asks at once: the page has nothing to show until they come', async () => {
    const { happened, run } = inOrder(rootReducer(undefined, loyaltyActions.fetchRequested()));
    await run.not.call.fn(afterFirstPaint).run(UNTIL_DONE);
    expect(happened).toEqual(['GET /api/loyalty']);
  });
});
