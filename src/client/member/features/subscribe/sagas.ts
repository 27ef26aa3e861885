import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../api';
import { getApi } from '../../../frame/callApi';
import { logFailure } from '../../../frame/log';
import { subscribeActions } from './slice';

/** /subscribe?email=: mail to the address is turned off; a failure is only logged (spec section 8). */
export function* unsubscribe(action: PayloadAction<{ email: string }>) {
  const api: Api = yield* getApi();
  // The link works without a login, so the call goes out without a bearer.
  const res: SagaReturnType<Api['setMailSubscription']> = yield call(api.setMailSubscription, action.payload.email, false);
  if (res.status_code === 200) {
    yield put(subscribeActions.unsubscribeSucceeded());
    return;
  }
  yield put(subscribeActions.unsubscribeFailed({ status: res.status_code, error: res.error }));
  yield call(logFailure, 'unsubscribe', res.error ?? res.status_code);
}

export default function* watchSubscribe() {
  yield takeLatest(subscribeActions.unsubscribeRequested.type, unsubscribe);
}
