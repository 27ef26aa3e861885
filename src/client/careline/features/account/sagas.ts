import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, type Effect, type SagaReturnType } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import { callApi, getApi } from '../../../frame/callApi';
import { connectionProblemOf } from '../../../frame/api/http';
import { appStarted } from '../../../frame/events';
import { logFailure } from '../../../frame/log';
import { selectIsLoggedIn, sessionActions } from '../../../frame/session/slice';
import type { CarelineApi } from '../../api';
import type { PasskeyResponse } from './api';
import { answerWithPasskey, createPasskey } from './passkeys';
import { accountActions, type Refusal } from './slice';

/**
 * What the person reads when a call is refused: the server's own text (wrong code, limits, an
 * expired link), or ours when it gave none (no connection).
 */
export function refusalOf(res: Envelope<unknown>): Refusal {
  if (res.status_code >= 400 && res.status_code < 500 && res.error) return { text: res.error };
  return { key: connectionProblemOf(res) ? 'account.noConnection' : 'account.serverError' } as const;
}

/**
 * The browser's passkey prompt; a person who closes it (or a browser without passkeys) gets the
 * password form's offer instead of an error from deep inside the browser.
 */
export function* passkeyAnswer(make: boolean, options: Record<string, unknown>): Generator<Effect, PasskeyResponse | null, any> {
  try {
    const response: PasskeyResponse = yield call(make ? createPasskey : answerWithPasskey, options);
    return response;
  } catch (error) {
    yield call(logFailure, 'passkey prompt', error instanceof Error ? error.name : error);
    return null;
  }
}

/** Who is signed in, for the header: on start with a returning session, and after each sign-in. */
export function* loadMe(action: Action) {
  if (appStarted.match(action)) {
    const isIn: boolean = yield select(selectIsLoggedIn);
    if (!isIn) return;
  }
  const api: CarelineApi = yield* getApi();
  yield put(accountActions.meRequested());
  const res: SagaReturnType<CarelineApi['getMe']> = yield* callApi(api.getMe);
  if (res.status_code === 200 && res.result) {
    yield put(accountActions.meLoaded(res.result.staff));
    return;
  }
  yield call(logFailure, 'careline me', res.error ?? res.status_code);
  yield put(accountActions.meFailed());
}

/** With the console: the person for the header. Signing in and enrolling run with their pages (signInSagas). */
export default function* watchAccount() {
  yield takeLatest([appStarted.type, sessionActions.loggedIn.type], loadMe);
}
