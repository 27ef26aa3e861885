import { call, delay, put, take, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { SPINNER_LINGER_MS } from '../../../frame/timings';
import { markAllNotificationsRead } from '../../../entities/notifications/sagas';
import { notificationsActions } from '../../../entities/notifications/slice';
import { inboxActions } from './slice';

/**
 * domain.md 'Inbox': the list loads once on entry, then PUT /api/notification/read_all. The cards
 * keep the dots they loaded with; the header's unread count drops to 0. The notifications saga
 * does the GET (and logs a failure, spec section 8); a GET already on its way for the header's
 * count is the one this visit uses, so a cold start on /inbox asks once.
 */
export function* openInbox() {
  yield put(notificationsActions.fetchRequested());
  const outcome: Action = yield take([notificationsActions.fetchSucceeded.type, notificationsActions.fetchFailed.type]);
  if (notificationsActions.fetchSucceeded.match(outcome)) {
    yield call(markAllNotificationsRead);
  }
  yield delay(SPINNER_LINGER_MS);
  yield put(inboxActions.spinnerHidden());
}

export default function* watchInbox() {
  // Leading: a second `opened` while the first is loading (StrictMode mounts twice) asks nothing more.
  yield takeLeading(inboxActions.opened.type, openInbox);
}
