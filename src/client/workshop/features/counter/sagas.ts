import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { CounterRejectRequest } from '../../../../shared/contract/workshopApp';
import { transactionCodeFrom } from '../../../../shared/rules';
import { callApi, getApi } from '../../../frame/callApi';
import { failurePopup, popupButtons, popupFor, type PopupOverrides } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { logFailure } from '../../../frame/log';
import { navigateTo } from '../../../frame/navigation';
import { uiActions } from '../../../frame/uiSlice';
import type { WorkshopApi } from '../../api';
import { servicePath } from '../../app/paths';
import { selectReceipt, selectServiceState } from './selectors';
import { counterActions } from './slice';
import { objectUrls } from './objectUrls';

/** A service decided meanwhile (by a colleague, or the 5-day limit) is no longer pending. */
export const noLongerPendingPopup = failurePopup({ messageKey: 'workshop:service.noLongerPending' }, popupButtons.ok);
export const notFoundPopup = failurePopup({ messageKey: 'workshop:service.notFound' }, popupButtons.ok);
const decisionRefusals: PopupOverrides = { 404: notFoundPopup, 409: noLongerPendingPopup };

export function* loadPending() {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['getPending']> = yield* callApi(api.getPending);
  if (res.status_code === 200 && res.result) yield put(counterActions.pendingLoaded(res.result));
  else {
    yield call(logFailure, 'pending services', res.error ?? res.status_code);
    yield put(counterActions.pendingFailed());
  }
}

/** How often the counter's list of waiting services is read again while it is on screen. */
export const PENDING_REFRESH_MS = 30_000;

/** A member who submits at the counter appears in the list without a reload. */
export function* refreshPending() {
  while (true) {
    yield put(counterActions.pendingRequested());
    yield delay(PENDING_REFRESH_MS);
  }
}

export function* watchPendingWhileShown() {
  while (true) {
    yield take(counterActions.pendingWatchStarted.type);
    yield race({ refresh: call(refreshPending), left: take(counterActions.pendingWatchStopped.type) });
  }
}

/** The service page's loading stops when the page is left, so no receipt is fetched for a page gone. */
export function* openServiceUntilClosed(action: PayloadAction<string>) {
  yield race({ opened: call(openService, action), closed: take(counterActions.serviceClosed.type) });
}

export function* loadStats() {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['getStats']> = yield* callApi(api.getStats);
  if (res.status_code === 200 && res.result) yield put(counterActions.statsLoaded(res.result));
  else {
    yield call(logFailure, 'counter stats', res.error ?? res.status_code);
    yield put(counterActions.statsFailed());
  }
}

/**
 * A typed or scanned Service ID: found, its page opens with the service already loaded; not
 * found, the field says so and keeps the focus. The code is read by the shared rule (any case,
 * spaces, dashes), so the form sends it as the staff member typed it.
 */
export function* lookUp(action: PayloadAction<string>) {
  const code = transactionCodeFrom(action.payload);
  if (!code) {
    yield put(counterActions.lookupFailed({ errors: { serviceId: { key: 'workshop:counter.serviceIdInvalid' } } }));
    return;
  }
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['getService']> = yield* callApi(api.getService, code);
  if (res.status_code === 200 && res.result) {
    yield put(counterActions.lookupSucceeded(res.result));
    yield navigateTo(servicePath(res.result.transaction_code));
    return;
  }
  const refusals: FormRefusals = { formError: 'popupText', fieldErrors: (answer) => (answer.status_code === 404 ? { serviceId: { key: 'workshop:service.notFound' } } : null) };
  yield* refuseForm(res, counterActions.lookupFailed, refusals);
}

export function* searchServices(action: PayloadAction<string>) {
  const query = action.payload.trim();
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['search']> = yield* callApi(api.search, query);
  if (res.status_code === 200 && res.result) {
    yield put(counterActions.searchSucceeded({ query, results: res.result }));
    return;
  }
  yield* refuseForm(res, counterActions.searchFailed, { formError: 'popupText', fieldErrors: (answer) => (answer.status_code === 400 ? { query: { key: 'workshop:search.tooShort' } } : null) });
}

/** Frees the receipt's bytes the page showed. */
export function* releaseReceipt() {
  const { url }: ReturnType<typeof selectReceipt> = yield select(selectReceipt);
  if (url) yield call(objectUrls.revoke, url);
}

export function* loadReceipt(code: string) {
  const api: WorkshopApi = yield* getApi();
  yield call(releaseReceipt);
  yield put(counterActions.receiptRequested());
  const res: SagaReturnType<WorkshopApi['getReceipt']> = yield* callApi(api.getReceipt, code);
  if (res.status_code === 200 && res.result) {
    const url: string = yield call(objectUrls.create, res.result.blob);
    yield put(counterActions.receiptLoaded({ url, type: res.result.type }));
    return;
  }
  yield call(logFailure, 'receipt', res.error ?? res.status_code);
  yield put(counterActions.receiptFailed());
}

/** The service page: the service (unless the lookup brought it), then its receipt. */
export function* openService(action: PayloadAction<string>) {
  const code = action.payload;
  const state: ReturnType<typeof selectServiceState> = yield select(selectServiceState);
  if (state.status !== 'succeeded' || state.code !== code) {
    const api: WorkshopApi = yield* getApi();
    const res: SagaReturnType<WorkshopApi['getService']> = yield* callApi(api.getService, code);
    if (res.status_code !== 200 || !res.result) {
      yield put(counterActions.serviceFailed(res.status_code === 404 ? 'notFound' : 'failed'));
      return;
    }
    yield put(counterActions.serviceLoaded(res.result));
  }
  yield call(loadReceipt, code);
}

export function* closeService() {
  yield call(releaseReceipt);
  yield put(counterActions.receiptReleased());
}

export function* verify(action: PayloadAction<string>) {
  const code = action.payload;
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['verify']> = yield* callApi(api.verify, code);
  if (res.status_code === 200 && res.result) {
    yield put(counterActions.decided({ kind: 'verified', code, result: res.result }));
    return;
  }
  yield put(counterActions.decisionFailed());
  yield put(uiActions.popupShown(popupFor(res, decisionRefusals)));
}

export function* reject(action: PayloadAction<{ code: string; reason: CounterRejectRequest }>) {
  const { code, reason } = action.payload;
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['reject']> = yield* callApi(api.reject, code, reason);
  if (res.status_code === 200 && res.result) {
    yield put(counterActions.decided({ kind: 'rejected', code, service: res.result, reason }));
    return;
  }
  yield put(counterActions.decisionFailed());
  yield put(uiActions.popupShown(popupFor(res, decisionRefusals)));
}

export default function* watchCounter() {
  yield fork(watchPendingWhileShown);
  yield takeLatest(counterActions.pendingRequested.type, loadPending);
  yield takeLatest(counterActions.statsRequested.type, loadStats);
  yield takeLatest(counterActions.lookupRequested.type, lookUp);
  yield takeLatest(counterActions.searchRequested.type, searchServices);
  yield takeLatest(counterActions.serviceOpened.type, openServiceUntilClosed);
  yield takeLatest(counterActions.serviceClosed.type, closeService);
  // One decision per tap, however often the button is pressed.
  yield takeLeading(counterActions.verifyRequested.type, verify);
  yield takeLeading(counterActions.rejectRequested.type, reject);
}
