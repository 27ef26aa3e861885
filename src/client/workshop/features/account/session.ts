import type { Action } from '@reduxjs/toolkit';
import { call, fork, join, put, select, take, takeLatest, type Effect } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { BrowserTokens } from '../../../../shared/contract/accounts';
import { callApi, getApi } from '../../../frame/callApi';
import { appStarted } from '../../../frame/events';
import { logFailure } from '../../../frame/log';
import { selectIsLoggedIn, sessionActions } from '../../../frame/session/slice';
import type { WorkshopApi } from '../../api';
import { accountActions } from './slice';

/** Who is signed in and for which workshop: the owner's pages and the app's header need it. */
export function* loadMe(): Generator<Effect, void, any> {
  const api: WorkshopApi = yield* getApi();
  yield put(accountActions.meRequested());
  const res: Awaited<ReturnType<WorkshopApi['getMe']>> = yield* callApi(api.getMe);
  if (res.status_code === 200 && res.result) {
    yield put(accountActions.meLoaded(res.result));
    return;
  }
  yield call(logFailure, 'workshop me', res.error ?? res.status_code);
  yield put(accountActions.meFailed());
}

/** On start, a returning session's account; after a sign-in, the new one. */
export function* loadMeWhenSignedIn(action: Action) {
  if (appStarted.match(action)) {
    const signedIn: boolean = yield select(selectIsLoggedIn);
    if (!signedIn) return;
  }
  yield call(loadMe);
}

/**
 * Sign-in and a new password end here: the session stores the token, and the caller moves on once
 * the account has answered, so the counter opens knowing whether this is the owner. The wait
 * starts before the event, so a quick answer is not missed.
 */
export function* startSession(tokens: BrowserTokens): Generator<Effect, void, any> {
  const loaded: Task = yield fork(function* waitForMe() {
    yield take([accountActions.meLoaded.type, accountActions.meFailed.type]);
  });
  yield put(sessionActions.loggedIn(tokens));
  yield join(loaded);
}

export default function* watchAccountSession() {
  yield takeLatest([appStarted.type, sessionActions.loggedIn.type], loadMeWhenSignedIn);
}
