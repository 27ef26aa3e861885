import { call, getContext, put, takeEvery, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { purgeStoredState, type PersistConfig } from 'redux-persist';
import type { BrowserTokens } from '../../../shared/contract/accounts';
import type { FrameApi } from '../api/frameApi';
import { getApi } from '../callApi';
import { logFailure } from '../log';
import { navigateTo } from '../navigation';
import { pageApp } from '../pageApp';
import { clearBrowserStorage } from '../storage';
import { clearTokens, readAccessToken, storeTokens } from './cookies';
import { sessionActions } from './slice';

/** Spec section 4: login stores the tokens (the profile saga loads the profile on the same event). */
export function* storeSession(action: PayloadAction<BrowserTokens>) {
  yield call(storeTokens, action.payload);
}

/**
 * Spec section 4: logout clears both cookies, local and session storage, empties the profile and
 * goes to the sign-in page (/login for a member). The server call only revokes the refresh token;
 * the visitor is logged out here whatever it answers. The app's stored state goes too: its persist
 * config is in the saga context (absent when the store keeps nothing).
 */
export function* logout() {
  const api: FrameApi = yield* getApi();
  const token: string | null = yield call(readAccessToken);
  if (token) {
    const res: SagaReturnType<FrameApi['logout']> = yield call(api.logout, token);
    if (res.status_code !== 200) yield call(logFailure, 'logout', res.error ?? res.status_code);
  }
  yield call(clearTokens);
  yield put(sessionActions.loggedOut());
  yield call(clearBrowserStorage);
  const persist: PersistConfig<unknown> | undefined = yield getContext('persist');
  if (persist) yield call(purgeStoredState, persist);
  const { audience } = yield call(pageApp);
  yield navigateTo(audience.signInPath, { replace: true });
}

export default function* watchSession() {
  yield takeEvery(sessionActions.loggedIn.type, storeSession);
  // A double tap on YES, or a 401 storm, logs out once.
  yield takeLeading(sessionActions.logoutRequested.type, logout);
}
