import { call, put, takeEvery, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { purgeStoredState } from 'redux-persist';
import type { BrowserTokens } from '../../../shared/contract/accounts';
import type { Api } from '../../member/api';
import { getApi } from '../callApi';
import { logFailure } from '../log';
import { navigateTo } from '../navigation';
import { persistConfigFor } from '../../member/app/persist';
import { clearBrowserStorage } from '../storage';
import { clearTokens, readAccessToken, storeTokens } from './cookies';
import { sessionActions } from './slice';

/** Spec section 4: login stores the tokens (the profile saga loads the profile on the same event). */
export function* storeSession(action: PayloadAction<BrowserTokens>) {
  yield call(storeTokens, action.payload);
}

/**
 * Spec section 4: logout clears both cookies, local and session storage, empties the profile and
 * goes to /login. The server call only revokes the refresh token; the member is logged out here
 * whatever it answers.
 */
export function* logout() {
  const api: Api = yield* getApi();
  const token: string | null = yield call(readAccessToken);
  if (token) {
    const res: SagaReturnType<Api['logout']> = yield call(api.logout, token);
    if (res.status_code !== 200) yield call(logFailure, 'logout', res.error ?? res.status_code);
  }
  yield call(clearTokens);
  yield put(sessionActions.loggedOut());
  yield call(clearBrowserStorage);
  yield call(purgeStoredState, persistConfigFor());
  yield navigateTo('/login', { replace: true });
}

export default function* watchSession() {
  yield takeEvery(sessionActions.loggedIn.type, storeSession);
  // A double tap on YES, or a 401 storm, logs out once.
  yield takeLeading(sessionActions.logoutRequested.type, logout);
}
