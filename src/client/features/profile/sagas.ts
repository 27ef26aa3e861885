import { call, put, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../api';
import { callApi, getApi } from '../../app/callApi';
import { logFailure } from '../../app/log';
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

export default function* watchProfile() {
  yield takeLatest(profileActions.fetchRequested.type, fetchProfile);
}
