import { call, put, select, takeEvery, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../member/api';
import { callApi, getApi } from '../../frame/callApi';
import { appStarted } from '../../frame/events';
import { logFailure } from '../../frame/log';
import { selectIsLoggedIn, sessionActions } from '../../frame/session/slice';
import { profileActions } from './slice';

export function* fetchProfile() {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getProfile']> = yield call(callApi, api.getProfile);
  if (res.status_code === 200 && res.result) {
    yield put(profileActions.fetchSucceeded(res.result));
    return;
  }
  // Spec section 8: a failed profile lookup is only logged, never shown.
  yield put(profileActions.fetchFailed({ status: res.status_code, error: res.error }));
  yield call(logFailure, 'profile', res.error ?? res.status_code);
}

/**
 * Spec section 4: a login loads the profile; a returning member sees the stored profile at once and
 * a fresh one when it arrives. The session saga stores the tokens on the same login event before
 * this request goes out, since a saga's put waits for the event in hand to reach every watcher.
 */
export function* loadProfileForMember() {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (loggedIn) yield put(profileActions.fetchRequested());
}

export default function* watchProfile() {
  yield takeEvery(sessionActions.loggedIn.type, loadProfileForMember);
  yield takeLeading(appStarted.type, loadProfileForMember);
  yield takeLatest(profileActions.fetchRequested.type, fetchProfile);
}
