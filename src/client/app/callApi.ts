import { call, getContext, put, select, take } from 'redux-saga/effects';
import type { Effect } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { Envelope } from '../../shared/contract/envelope';
import { NETWORK_FAILURE_STATUS } from '../../shared/contract/envelope';
import type { BrowserTokens } from '../../shared/contract/accounts';
import type { Api } from '../api';
import { readAccessToken, storeTokens } from '../features/session/cookies';
import { selectRefreshing, sessionActions } from '../features/session/slice';
import { logFailure } from './log';

/** The api put in saga context by `createAppStore` (a fixture api in tests and the support replay). */
export function* getApi(): Generator<Effect, Api, Api> {
  return yield getContext('api');
}

// A plain array (the generic signature seen through `call`) stays as it is.
type DropLast<T extends readonly unknown[]> = T extends readonly [...infer Head, unknown] ? Head : T;

/** The parameters of an authenticated api call without its trailing access token. */
export type ArgsWithoutToken<Fn extends (...args: any[]) => unknown> = DropLast<Parameters<Fn>>;

type ApiCall = (...args: any[]) => Promise<Envelope<any>>;

/**
 * Refreshes the tokens once for everyone: the first caller with a 401 asks the server, every
 * other caller that gets a 401 meanwhile waits for that outcome instead of sending its own
 * refresh (the server rotates refresh tokens, so a second refresh would revoke the first).
 * The refresh token itself is in the server's HttpOnly cookie: the browser sends it, no script
 * sees it. Returns whether a new access token is in the cookie.
 */
export function* refreshTokensOnce(): Generator<Effect, boolean, any> {
  const inFlight: boolean = yield select(selectRefreshing);
  if (inFlight) {
    const outcome: Action = yield take([sessionActions.tokensRefreshed.type, sessionActions.refreshFailed.type]);
    return sessionActions.tokensRefreshed.match(outcome);
  }
  yield put(sessionActions.refreshStarted());
  const api: Api = yield* getApi();
  const res: Envelope<BrowserTokens> = yield call(api.refreshToken);
  if (res.status_code === 200 && res.result) {
    yield call(storeTokens, res.result);
    yield put(sessionActions.tokensRefreshed());
    return true;
  }
  yield put(sessionActions.refreshFailed({ status: res.status_code }));
  if (res.status_code === NETWORK_FAILURE_STATUS) {
    // Spec section 4: a network failure in the refresh is only logged; the member stays logged in.
    yield call(logFailure, 'token refresh', res.error);
  } else {
    yield put(sessionActions.logoutRequested());
  }
  return false;
}

/**
 * Every authenticated call goes through here: the bearer comes from the access_token cookie,
 * and a 401 leads to one shared token refresh and one retry with the new token.
 *
 *   const res: SagaReturnType<Api['getProfile']> = yield call(callApi, api.getProfile);
 *   const res = yield* callApi(api.updateProfile, body);
 */
export function* callApi<Fn extends ApiCall>(fn: Fn, ...args: ArgsWithoutToken<Fn>): Generator<Effect, Awaited<ReturnType<Fn>>, any> {
  const token: string | null = yield call(readAccessToken);
  const first: Awaited<ReturnType<Fn>> = yield call(fn as ApiCall, ...args, token ?? '');
  if (first.status_code !== 401) return first;

  const refreshed: boolean = yield call(refreshTokensOnce);
  if (!refreshed) return first;

  const newToken: string | null = yield call(readAccessToken);
  const retried: Awaited<ReturnType<Fn>> = yield call(fn as ApiCall, ...args, newToken ?? '');
  return retried;
}
