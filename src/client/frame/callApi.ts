import { CANCEL, END, buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, race, select, take } from 'redux-saga/effects';
import type { Effect } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { Envelope } from '../../shared/contract/envelope';
import type { BrowserTokens } from '../../shared/contract/accounts';
import type { FrameApi } from './api/frameApi';
import { connectionFailure, unexpectedFailure, cancelPending } from './api/http';
import { readAccessToken, storeTokens } from './session/cookies';
import { selectRefreshing, sessionActions } from './session/slice';
import { holdRefreshLock, type ReleaseLock } from './session/refreshLock';
import { logFailure } from './log';
import { CALL_TIME_LIMIT_MS, UPLOAD_STALL_LIMIT_MS } from './timings';

/**
 * The api put in saga context by the app's store (a fixture api in tests and the support replay).
 * The frame knows only its own calls (`FrameApi`); each caller types it as the calls it makes
 * (`const api: Api = yield* getApi()`), since the app that put it there is above the frame.
 */
export function* getApi(): Generator<Effect, any, any> {
  return yield getContext('api');
}

// A plain array (the generic signature seen through `call`) stays as it is.
type DropLast<T extends readonly unknown[]> = T extends readonly [...infer Head, unknown] ? Head : T;

/** The parameters of an authenticated api call without its trailing access token. */
export type ArgsWithoutToken<Fn extends (...args: any[]) => unknown> = DropLast<Parameters<Fn>>;

/** The parameters of an upload without its trailing progress callback and access token. */
export type UploadArgs<Fn extends (...args: any[]) => unknown> = DropLast<DropLast<Parameters<Fn>>>;

type ApiCall = (...args: any[]) => Promise<Envelope<any>>;

/** Reports the fraction sent, 0 to 1, as an action the saga puts. */
export type ProgressAction = (fraction: number) => Action;

/**
 * Resolves true once `ms` have passed; cancelled, it clears its timer. It does what `delay` does,
 * under its own name: a test that skips the spinner's `delay` must not also skip every time limit.
 */
export function timeLimitPassed(ms: number): Promise<true> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  return Object.assign(passed, { [CANCEL]: () => clearTimeout(timer) });
}

/** The effect that waits for one answer within the call's time limit (a step-through names it). */
export function withinTimeLimit(effect: Effect) {
  return race({ answer: effect, timedOut: call(timeLimitPassed, CALL_TIME_LIMIT_MS) });
}

/**
 * Runs one call within its time limit, and the only catch between an answer and the screen. Past
 * the limit the call is cancelled (which aborts its request) and answers as a timed-out connection.
 * The http client never throws, but an injected api (a fixture, the support replay) may, and a
 * member must still see the server-error popup rather than a crashed saga.
 * `limited: false` is for an upload, which watches its own progress instead (`uploadOnce`).
 */
function* attempt<R extends Envelope<unknown>>(effect: Effect, limited = true): Generator<Effect, R, any> {
  try {
    if (!limited) {
      const res: R = yield effect;
      return res;
    }
    const { answer, timedOut }: { answer?: R; timedOut?: true } = yield withinTimeLimit(effect);
    if (!timedOut) return answer as R;
    yield call(logFailure, 'api call', `no answer within ${CALL_TIME_LIMIT_MS / 1000} s`);
    return connectionFailure('timedOut') as R;
  } catch (error) {
    yield call(logFailure, 'api call', error);
    return unexpectedFailure() as R;
  }
}

/**
 * Refreshes the tokens once for everyone: the first caller with a 401 asks the server, every
 * other caller that gets a 401 meanwhile waits for that outcome instead of sending its own
 * refresh (the server rotates refresh tokens, so a second refresh would revoke the first).
 * Across tabs the same holds through a browser-wide lock: inside it, an access token other than
 * `refused` (the one the server turned down) means another tab has refreshed already, and this
 * tab uses that token instead of asking again.
 * The refresh token itself is in the server's HttpOnly cookie: the browser sends it, no script
 * sees it. Returns whether a new access token is in the cookie.
 */
export function* refreshTokensOnce(refused: string | null): Generator<Effect, boolean, any> {
  const inFlight: boolean = yield select(selectRefreshing);
  if (inFlight) {
    const outcome: Action = yield take([sessionActions.tokensRefreshed.type, sessionActions.refreshFailed.type]);
    return sessionActions.tokensRefreshed.match(outcome);
  }
  yield put(sessionActions.refreshStarted());
  const release: ReleaseLock = yield call(holdRefreshLock, CALL_TIME_LIMIT_MS);
  try {
    const current: string | null = yield call(readAccessToken);
    if (current && current !== refused) {
      yield put(sessionActions.tokensRefreshed());
      return true;
    }
    return yield* askForTokens();
  } finally {
    yield call(release);
  }
}

function* askForTokens(): Generator<Effect, boolean, any> {
  const api: FrameApi = yield* getApi();
  // A throw here must still end in refreshFailed, or every caller waiting on this refresh waits forever.
  const res: Envelope<BrowserTokens> = yield* attempt<Envelope<BrowserTokens>>(call(api.refreshToken));
  if (res.status_code === 200 && res.result) {
    yield call(storeTokens, res.result);
    yield put(sessionActions.tokensRefreshed());
    return true;
  }
  yield put(sessionActions.refreshFailed({ status: res.status_code }));
  if (res.status_code >= 500) {
    // Spec section 4: a network failure in the refresh is only logged; the member stays logged in.
    // So is a server that could not decide (503 while its database is away): only a refusal logs out.
    yield call(logFailure, 'token refresh', res.error ?? res.status_code);
  } else {
    yield put(sessionActions.logoutRequested());
  }
  return false;
}

/** The bearer from the cookie; on a 401 one shared refresh and one retry with the new token. */
function* withAccessToken<R extends Envelope<unknown>>(send: (token: string) => Effect, limited = true): Generator<Effect, R, any> {
  const token: string | null = yield call(readAccessToken);
  const first: R = yield* attempt<R>(send(token ?? ''), limited);
  if (first.status_code !== 401) return first;

  const refreshed: boolean = yield call(refreshTokensOnce, token);
  if (!refreshed) return first;

  const newToken: string | null = yield call(readAccessToken);
  const retried: R = yield* attempt<R>(send(newToken ?? ''), limited);
  return retried;
}

/**
 * Every authenticated call goes through here: the bearer comes from the access_token cookie,
 * a 401 leads to one shared token refresh and one retry with the new token, a call with no answer
 * within CALL_TIME_LIMIT_MS is cancelled and answers as timed out, and a call that throws answers
 * 502 with no text (the server-error popup).
 *
 *   const res: SagaReturnType<Api['getProfile']> = yield call(callApi, api.getProfile);
 *   const res = yield* callApi(api.updateProfile, body);
 */
export function* callApi<Fn extends ApiCall>(fn: Fn, ...args: ArgsWithoutToken<Fn>): Generator<Effect, Awaited<ReturnType<Fn>>, any> {
  return yield* withAccessToken<Awaited<ReturnType<Fn>>>((token) => call(fn as ApiCall, ...args, token));
}

/** A call that needs no login (login, registration, password reset): no bearer, no refresh, the same time limit and 502 for a throw. */
export function* callPublicApi<Fn extends ApiCall>(fn: Fn, ...args: Parameters<Fn>): Generator<Effect, Awaited<ReturnType<Fn>>, any> {
  return yield* attempt<Awaited<ReturnType<Fn>>>(call(fn as ApiCall, ...args));
}

type UploadEvent<T> = { progress: number } | { done: Envelope<T> };

/**
 * One upload as events: its progress fractions as the browser reports them, then the answer.
 * Closing the channel (the saga stopped waiting) cancels the upload, which aborts its request.
 */
export function uploadChannel<T>(send: (onProgress: (fraction: number) => void) => Promise<Envelope<T>>): EventChannel<UploadEvent<T>> {
  return eventChannel<UploadEvent<T>>((emit) => {
    let open = true;
    let pending: Promise<Envelope<T>> | undefined;
    Promise.resolve()
      .then(() => {
        // Closed before it started (cancelled at once): nothing is sent.
        if (!open) return unexpectedFailure<T>();
        pending = send((progress) => open && emit({ progress }));
        return pending;
      })
      .catch((error: unknown) => {
        logFailure('api call', error);
        return unexpectedFailure<T>();
      })
      .then((done) => {
        if (!open) return;
        emit({ done });
        emit(END);
      });
    return () => {
      open = false;
      cancelPending(pending);
    };
    // Buffered: a fast upload can report before the saga is waiting, and no event may be lost.
  }, buffers.expanding<UploadEvent<T>>(16));
}

/**
 * One attempt of an upload, each progress report put as `progressed(fraction)` while it goes.
 * There is no overall limit, since a slow upload that moves is fine; one where nothing has moved
 * (no progress, no answer) for UPLOAD_STALL_LIMIT_MS is cancelled and answers as timed out.
 */
export function* uploadOnce<T>(
  progressed: ProgressAction,
  fn: (...args: any[]) => Promise<Envelope<T>>,
  args: readonly unknown[],
  token: string,
): Generator<Effect, Envelope<T>, any> {
  const channel: EventChannel<UploadEvent<T>> = yield call(uploadChannel, (onProgress: (fraction: number) => void) => fn(...args, onProgress, token));
  try {
    while (true) {
      const { event, stalled }: { event?: UploadEvent<T>; stalled?: true } = yield race({ event: take(channel), stalled: call(timeLimitPassed, UPLOAD_STALL_LIMIT_MS) });
      if (stalled || !event) {
        yield call(logFailure, 'api call', `upload stalled for ${UPLOAD_STALL_LIMIT_MS / 1000} s`);
        return connectionFailure<T>('timedOut');
      }
      if ('done' in event) return event.done;
      yield put(progressed(event.progress));
    }
  } finally {
    channel.close();
  }
}

/**
 * `callApi` for an upload whose api call takes a progress callback before the token
 * (`api.submitService(fields, receipt, onProgress, token)`): the same bearer, shared refresh and
 * retry, with the progress of each attempt put as `progressed(fraction)`. Cancelling the saga that
 * calls it (the member's Cancel) aborts the upload.
 *
 *   const res = yield call(callApiWithProgress, addServiceActions.uploadProgressed, api.submitService, fields, receipt);
 */
export function* callApiWithProgress<Fn extends ApiCall>(
  progressed: ProgressAction,
  fn: Fn,
  ...args: UploadArgs<Fn>
): Generator<Effect, Awaited<ReturnType<Fn>>, any> {
  return yield* withAccessToken<Awaited<ReturnType<Fn>>>((token) => call(uploadOnce, progressed, fn, args, token), false);
}
