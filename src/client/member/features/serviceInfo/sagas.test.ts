import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { clearCookies, createTestStore, setTokenCookies, answer, fixtureApi } from '../../app/testUtils';
import { cycle, service } from '../../../entities/loyalty/fixtures';
import { noDelay, UNTIL_DONE, untilPut } from '../../../../testing/sagas';
import { stateWhere } from '../../../../testing/store';
import watchServiceInfo from './sagas';
import { selectHistoryCycles, selectServicesOfCycle, showsProgrammeDates } from './selectors';
import { selectCycleServicesStatus, serviceInfoActions } from './slice';

beforeEach(() => setTokenCookies('access-1'));
afterEach(() => clearCookies());

const closedOld = cycle({ guid: 'c-old', created_date: '2024-01-01T02:00:00Z' });
const closedNew = cycle({ guid: 'c-new', created_date: '2025-01-01T02:00:00Z' });
const voided = cycle({ guid: 'c-void', status: 2 });

describe('service history', () => {
  it('lists the closed cycles only (status 1), newest first, and hides its spinner a second later', async () => {
    const api = fixtureApi({ getVehicleCycles: jest.fn(async () => answer(200, [closedOld, voided, closedNew])) });
    const { storeState } = await expectSaga(untilPut(watchServiceInfo, serviceInfoActions.historySpinnerHidden.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], noDelay])
      .dispatch(serviceInfoActions.historyRequested({ vehicleGuid: 'v1' }))
      .put(serviceInfoActions.historySpinnerHidden({ vehicleGuid: 'v1' }))
      .run(UNTIL_DONE);
    const state = storeState as RootState;
    expect(api.getVehicleCycles).toHaveBeenCalledWith('v1', 'access-1');
    expect(selectHistoryCycles(state, 'v1').map((c) => c.guid)).toEqual(['c-new', 'c-old']);
    expect(selectHistoryCycles(state, 'other')).toEqual([]);
  });

  it('tapping a cycle date loads its services into the services slice, once', async () => {
    const services = [service({ guid: 'h1', cycle_guid: 'c-new', created_date: '2025-01-01T02:00:00Z' }), service({ guid: 'h2', cycle_guid: 'c-new', created_date: '2025-03-01T02:00:00Z' })];
    const getCycleServices = jest.fn(async () => answer(200, services));
    // The app's store: its sagas see each tap as it is dispatched, with the state it made.
    const store = createTestStore({ api: fixtureApi({ getCycleServices }) });
    store.startFeatureSaga(watchServiceInfo);
    store.dispatch(serviceInfoActions.cycleToggled({ cycleGuid: 'c-new' }));
    await stateWhere(store, (state) => selectCycleServicesStatus(state, 'c-new') === 'succeeded');
    // Closed and opened again: its services are known.
    store.dispatch(serviceInfoActions.cycleToggled({ cycleGuid: 'c-new' }));
    store.dispatch(serviceInfoActions.cycleToggled({ cycleGuid: 'c-new' }));
    const state = store.getState();
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
