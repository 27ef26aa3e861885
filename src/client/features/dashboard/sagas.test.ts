import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { delay, getContext } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, setTokenCookies } from '../../app/testUtils';
import { answer, fixtureApi } from '../../ui/form/testSupport';
import { selectAllServices } from '../services/slice';
import { selectAllVehicles, selectVehicleById } from '../vehicles/slice';
import { fetchLoyalty, normaliseLoyalty, SPINNER_LINGER_MS } from './sagas';
import { loyaltyActions } from './slice';
import { service, vehicle } from './fixtures';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const myvi = vehicle({ guid: 'v1', services: [service({ guid: 's2', status: 0 }), service({ guid: 's1' })] });
const city = vehicle({ guid: 'v2', plate_number: 'JQK88', model_brand: 'Honda', model_name: 'City', cycle_guid: null, cycle_oil_type: 0 });

describe('loyalty/fetchRequested', () => {
  it('normalises GET /api/loyalty into the vehicles and services slices, then hides the spinner a second later', async () => {
    const api = fixtureApi({ getLoyalty: jest.fn(async () => answer(200, { vehicles: [myvi, city], max_vehicles: 4 })) });
    const started = rootReducer(undefined, loyaltyActions.fetchRequested());
    const { storeState } = await expectSaga(fetchLoyalty)
      .withReducer(rootReducer, started)
      .provide([[getContext('api'), api], [matchers.call.fn(delay(0).payload.fn), null]])
      .put(loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi, city], max_vehicles: 4 })))
      .delay(SPINNER_LINGER_MS)
      .put(loyaltyActions.spinnerHidden())
      .run();
    const state = storeState as RootState;
    expect(api.getLoyalty).toHaveBeenCalledWith('access-1');
    expect(selectAllVehicles(state).map((v) => v.guid)).toEqual(['v1', 'v2']);
    expect(selectVehicleById(state, 'v1')).not.toHaveProperty('services');
    expect(selectVehicleById(state, 'v1')!.service_guids).toEqual(['s2', 's1']);
    expect(selectAllServices(state).map((s) => s.guid).sort()).toEqual(['s1', 's2']);
    expect(state.loyalty).toEqual({ status: 'succeeded', spinner: false, maxVehicles: 4 });
  });

  it('keeps the spinner until the second has passed', async () => {
    const api = fixtureApi({ getLoyalty: jest.fn(async () => answer(200, { vehicles: [myvi], max_vehicles: 4 })) });
    const { storeState } = await expectSaga(fetchLoyalty)
      .withReducer(rootReducer, rootReducer(undefined, loyaltyActions.fetchRequested()))
      .provide([[getContext('api'), api]])
      .not.put(loyaltyActions.spinnerHidden())
      .silentRun(50);
    expect((storeState as RootState).loyalty.spinner).toBe(true);
  });

  it('drops a vehicle the server no longer lists', async () => {
    const before = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi, city], max_vehicles: 4 })));
    const api = fixtureApi({ getLoyalty: jest.fn(async () => answer(200, { vehicles: [city], max_vehicles: 4 })) });
    const { storeState } = await expectSaga(fetchLoyalty)
      .withReducer(rootReducer, before)
      .provide([[getContext('api'), api], [matchers.call.fn(delay(0).payload.fn), null]])
      .run();
    expect(selectAllVehicles(storeState as RootState).map((v) => v.guid)).toEqual(['v2']);
  });

  it('only logs a failure and keeps the stored vehicles (spec section 8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles: [myvi], max_vehicles: 4 })));
    const api = fixtureApi({ getLoyalty: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await expectSaga(fetchLoyalty)
      .withReducer(rootReducer, before)
      .provide([[getContext('api'), api], [matchers.call.fn(delay(0).payload.fn), null]])
      .put(loyaltyActions.fetchFailed({ status: 502, error: 'Network error' }))
      .run();
    expect(selectAllVehicles(storeState as RootState)).toHaveLength(1);
    expect((storeState as RootState).ui.popup).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
