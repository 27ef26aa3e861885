import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { call, getContext, take } from 'redux-saga/effects';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { connectionPopups } from '../../../frame/forms/popups';
import { uiActions } from '../../../frame/uiSlice';
import { workshopRootReducer } from '../../app/store';
import { answer, counterService, fixtureApi, verifyResult } from '../../app/testUtils';
import { objectUrls } from './objectUrls';
import { PENDING_REFRESH_MS, closeService, lookUp, noLongerPendingPopup, openService, openServiceUntilClosed, refreshPending, reject, verify, watchPendingWhileShown } from './sagas';
import { counterActions } from './slice';

function flow(saga: Parameters<typeof expectSaga>[0], action: unknown, api = fixtureApi()) {
  const navigate = jest.fn();
  const run = expectSaga(saga as never, action)
    .withReducer(workshopRootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), navigate],
      [matchers.call.fn(objectUrls.create), 'blob:receipt-1'],
      [matchers.call.fn(objectUrls.revoke), undefined],
    ]);
  return { run, navigate, api };
}

describe('the typed or scanned Service ID', () => {
  it('reads any case, spaces and dashes by the shared rule, then opens the service it found', async () => {
    const { run, navigate, api } = flow(lookUp, counterActions.lookupRequested(' ab3-de6 gh9k '));
    const { storeState } = await run.put(counterActions.lookupSucceeded(counterService())).run(UNTIL_DONE);
    expect(api.getService).toHaveBeenCalledWith('AB3DE6GH9K', '');
    expect(navigate).toHaveBeenCalledWith('/service/AB3DE6GH9K', undefined);
    expect(storeState.counter.service).toMatchObject({ code: 'AB3DE6GH9K', status: 'succeeded' });
  });

  it('says under the field that a code not of this workshop is not found, and opens nothing', async () => {
    const api = fixtureApi({ getService: jest.fn(async () => answer(404, null, 'Service not found')) });
    const { run, navigate } = flow(lookUp, counterActions.lookupRequested('AB3DE6GH9K'), api);
    const { storeState } = await run.run(UNTIL_DONE);
    expect(storeState.counter.lookup.errors).toEqual({ serviceId: { key: 'workshop:service.notFound' } });
    expect(storeState.ui.popup).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses what cannot be a Service ID without asking the server', async () => {
    const { run, api } = flow(lookUp, counterActions.lookupRequested('AB3-DE'));
    const { storeState } = await run.run(UNTIL_DONE);
    expect(api.getService).not.toHaveBeenCalled();
    expect(storeState.counter.lookup.errors).toEqual({ serviceId: { key: 'workshop:counter.serviceIdInvalid' } });
  });
});

describe('the service page', () => {
  it('loads the service and its receipt as an address the page shows; leaving frees it', async () => {
    const { run, api } = flow(openService, counterActions.serviceOpened('AB3DE6GH9K'));
    const opened = await run
      .withState(workshopRootReducer(undefined, counterActions.serviceOpened('AB3DE6GH9K')))
      .put(counterActions.receiptLoaded({ url: 'blob:receipt-1', type: 'image/png' }))
      .run(UNTIL_DONE);
    expect(api.getReceipt).toHaveBeenCalledWith('AB3DE6GH9K', '');
    expect(opened.storeState.counter.receipt).toEqual({ url: 'blob:receipt-1', type: 'image/png', status: 'succeeded' });

    await expectSaga(closeService)
      .withReducer(workshopRootReducer)
      .withState(opened.storeState)
      .provide([[matchers.call.fn(objectUrls.revoke), undefined]])
      .call(objectUrls.revoke, 'blob:receipt-1')
      .put(counterActions.receiptReleased())
      .run(UNTIL_DONE);
  });

  it('tells a code that is not this workshop’s as not found', async () => {
    const api = fixtureApi({ getService: jest.fn(async () => answer(404, null, 'Service not found')) });
    const { run } = flow(openService, counterActions.serviceOpened('ZZZZZZZZZZ'), api);
    const { storeState } = await run.withState(workshopRootReducer(undefined, counterActions.serviceOpened('ZZZZZZZZZZ'))).run(UNTIL_DONE);
    expect(storeState.counter.service).toMatchObject({ status: 'failed', error: 'notFound' });
    expect(api.getReceipt).not.toHaveBeenCalled();
  });
});

describe('deciding', () => {
  it('verifies and keeps what to hand over, free of charge when it is the free bottle', async () => {
    const service = counterService({ free_oil: true });
    const result = verifyResult(service);
    const api = fixtureApi({ verify: jest.fn(async () => answer(200, result)) });
    const { run } = flow(verify, counterActions.verifyRequested('AB3DE6GH9K'), api);
    const { storeState } = await run.put(counterActions.decided({ kind: 'verified', code: 'AB3DE6GH9K', result })).run(UNTIL_DONE);
    expect(storeState.counter.decision.value).toMatchObject({ kind: 'verified', result: { hand_over: [{ bottles: 1, free_of_charge: true }] } });
    expect(storeState.counter.service.value?.status).toBe(1);
  });

  it('rejects with the listed reason the staff chose', async () => {
    const reason = { reason_code: 'wrong_mileage' as const };
    const { run, api } = flow(reject, counterActions.rejectRequested({ code: 'AB3DE6GH9K', reason }));
    const { storeState } = await run.run(UNTIL_DONE);
    expect(api.reject).toHaveBeenCalledWith('AB3DE6GH9K', reason, '');
    expect(storeState.counter.decision.value).toMatchObject({ kind: 'rejected', reason });
  });

  it('says a service decided meanwhile is no longer pending, and decides nothing', async () => {
    const api = fixtureApi({ verify: jest.fn(async () => answer(409, null, 'The service is no longer pending')) });
    const { run } = flow(verify, counterActions.verifyRequested('AB3DE6GH9K'), api);
    const { storeState } = await run.put(uiActions.popupShown(noLongerPendingPopup)).run(UNTIL_DONE);
    expect(storeState.counter.decision).toEqual({ status: 'failed', value: null });
  });

  it('says the connection failed when the phone is offline', async () => {
    const api = fixtureApi({ reject: jest.fn(async () => answer(502, null, 'Network error')) });
    const { run } = flow(reject, counterActions.rejectRequested({ code: 'AB3DE6GH9K', reason: { reason_code: 'other', reason_text: 'Receipt is for a tyre' } }), api);
    await run.put(uiActions.popupShown(connectionPopups.lost)).run(UNTIL_DONE);
  });
});

describe('the list of waiting services', () => {
  it('is read again every 30 seconds while the counter is on screen, and no more once it is left', () => {
    testSaga(watchPendingWhileShown)
      .next()
      .take(counterActions.pendingWatchStarted.type)
      .next(counterActions.pendingWatchStarted())
      .race({ refresh: call(refreshPending), left: take(counterActions.pendingWatchStopped.type) })
      .next({ left: counterActions.pendingWatchStopped() })
      .take(counterActions.pendingWatchStarted.type);

    testSaga(refreshPending)
      .next()
      .put(counterActions.pendingRequested())
      .next()
      .delay(PENDING_REFRESH_MS)
      .next()
      .put(counterActions.pendingRequested());
  });

  it('stops loading a service whose page was left', () => {
    const opened = counterActions.serviceOpened('AB3DE6GH9K');
    testSaga(openServiceUntilClosed, opened)
      .next()
      .race({ opened: call(openService, opened), closed: take(counterActions.serviceClosed.type) })
      .next({ closed: counterActions.serviceClosed() })
      .isDone();
  });
});
