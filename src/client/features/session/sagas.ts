import { call, put, select, takeEvery, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { purgeStoredState } from 'redux-persist';
import type { BrowserTokens } from '../../../shared/contract/accounts';
import type { Api } from '../../api';
import { getApi } from '../../app/callApi';
import { appStarted } from '../../app/events';
import { logFailure } from '../../app/log';
import { navigateTo } from '../../app/navigation';
import { persistConfigFor } from '../../app/persist';
import { clearBrowserStorage } from '../../app/storage';
import { profileActions } from '../profile/slice';
import { clearTokens, readAccessToken, storeTokens } from './cookies';
import { selectIsLoggedIn, sessionActions } from './slice';

/** Spec section 4: login stores the tokens and then loads the profile. */
export function* storeSession(action: PayloadAction<BrowserTokens>) {
  yield call(storeTokens, action.payload);
  yield put(profileActions.fetchRequested());
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

/** A returning member sees the stored profile at once and a fresh one when it arrives. */
export function* refreshProfileOnStart() {
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (loggedIn) yield put(profileActions.fetchRequested());
}

export default function* watchSession() {
  yield takeEvery(sessionActions.loggedIn.type, storeSession);
  // A double tap on YES, or a 401 storm, logs out once.
  yield takeLeading(sessionActions.logoutRequested.type, logout);
  yield takeLeading(appStarted.type, refreshProfileOnStart);
}
