import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { delay, getContext } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, setTokenCookies, answer, fixtureApi } from '../../app/testUtils';
import { cycle, service } from '../../../entities/loyalty/fixtures';
import watchServiceInfo from './sagas';
import { selectHistoryCycles, selectServicesOfCycle, showsProgrammeDates } from './selectors';
import { serviceInfoActions } from './slice';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const closedOld = cycle({ guid: 'c-old', created_date: '2024-01-01T02:00:00Z' });
const closedNew = cycle({ guid: 'c-new', created_date: '2025-01-01T02:00:00Z' });
const voided = cycle({ guid: 'c-void', status: 2 });

describe('service history', () => {
  it('lists the closed cycles only (status 1), newest first, and hides its spinner a second later', async () => {
    const api = fixtureApi({ getVehicleCycles: jest.fn(async () => answer(200, [closedOld, voided, closedNew])) });
    const { storeState } = await expectSaga(watchServiceInfo)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], [matchers.call.fn(delay(0).payload.fn), null]])
      .dispatch(serviceInfoActions.historyRequested({ vehicleGuid: 'v1' }))
      .put(serviceInfoActions.historySpinnerHidden({ vehicleGuid: 'v1' }))
      .silentRun(50);
    const state = storeState as RootState;
    expect(api.getVehicleCycles).toHaveBeenCalledWith('v1', 'access-1');
    expect(selectHistoryCycles(state, 'v1').map((c) => c.guid)).toEqual(['c-new', 'c-old']);
    expect(selectHistoryCycles(state, 'other')).toEqual([]);
  });

  it('tapping a cycle date loads its services into the services slice, once', async () => {
    const services = [service({ guid: 'h1', cycle_guid: 'c-new', created_date: '2025-01-01T02:00:00Z' }), service({ guid: 'h2', cycle_guid: 'c-new', created_date: '2025-03-01T02:00:00Z' })];
    const getCycleServices = jest.fn(async () => answer(200, services));
    const api = fixtureApi({ getCycleServices });
    const { storeState } = await expectSaga(watchServiceInfo)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .dispatch(serviceInfoActions.cycleToggled({ cycleGuid: 'c-new' }))
      .delay(10)
      .dispatch(serviceInfoActions.cycleToggled({ cycleGuid: 'c-new' }))
      .dispatch(serviceInfoActions.cycleToggled({ cycleGuid: 'c-new' }))
      .silentRun(50);
    const state = storeState as RootState;
    expect(getCycleServices).toHaveBeenCalledTimes(1);
    expect(getCycleServices).toHaveBeenCalledWith('c-new', 'access-1');
    expect(state.serviceInfo.openCycle).toBe('c-new');
    expect(selectServicesOfCycle(state, 'c-new').map((s) => s.guid)).toEqual(['h2', 'h1']);
    expect(state.services.ids).toEqual(['h1', 'h2']);
  });
});

describe('programme dates', () => {
  it('show only with a service pending or verified', () => {
    expect(showsProgrammeDates([{ status: 2 }, { status: 3 }])).toBe(false);
    expect(showsProgrammeDates([{ status: 2 }, { status: 0 }])).toBe(true);
    expect(showsProgrammeDates([])).toBe(false);
  });
});
