import { call, put, select, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../member/api';
import { callApi, getApi } from '../../frame/callApi';
import { afterFirstPaint } from '../../frame/firstPaint';
import { appStarted } from '../../frame/events';
import { logFailure } from '../../frame/log';
import { selectIsLoggedIn, sessionActions } from '../../frame/session/slice';
import { notificationsActions } from './slice';

export function* fetchNotifications() {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getNotifications']> = yield call(callApi, api.getNotifications);
  if (res.status_code === 200) {
    yield put(notificationsActions.fetchSucceeded(res.result ?? []));
    return;
  }
  // Spec section 8: a failed inbox lookup is only logged.
  yield put(notificationsActions.fetchFailed({ status: res.status_code, error: res.error }));
  yield call(logFailure, 'notifications', res.error ?? res.status_code);
}

/** PUT /api/notification/read_all; the header's count drops to 0 once the server agrees. */
export function* markAllNotificationsRead() {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['readAllNotifications']> = yield call(callApi, api.readAllNotifications);
  if (res.status_code === 200) {
    yield put(notificationsActions.allMarkedRead());
    return;
  }
  // The dots come back on the next visit; nothing the member needs to act on.
  yield put(notificationsActions.markAllReadFailed({ status: res.status_code, error: res.error }));
  yield call(logFailure, 'notifications read_all', res.error ?? res.status_code);
}

/** The header's unread count is real from the start: the inbox loads once per login or app start. */
export function* loadInboxForMember() {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (!loggedIn) return;
  // The stored count shows on the first screen; the fresh one is not worth delaying it.
  yield call(afterFirstPaint);
  yield put(notificationsActions.fetchRequested());
}

export default function* watchNotifications() {
  yield takeLeading([appStarted.type, sessionActions.loggedIn.type], loadInboxForMember);
  yield takeLeading(notificationsActions.fetchRequested.type, fetchNotifications);
}
