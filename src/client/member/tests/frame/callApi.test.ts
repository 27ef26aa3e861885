import { combineReducers } from '@reduxjs/toolkit';
import { CANCEL } from 'redux-saga';
import { all, call, delay, getContext, race, type Effect } from 'redux-saga/effects';
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { BrowserTokens, Profile } from '../../../../shared/contract/accounts';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Api } from '../../api';
import { readAccessToken, storeTokens } from '../../../frame/session/cookies';
import session, { selectRefreshing, sessionActions } from '../../../frame/session/slice';
import { callApi, callPublicApi, refreshTokensOnce, timeLimitPassed } from '../../../frame/callApi';
import { logFailure } from '../../../frame/log';
import { holdRefreshLock } from '../../../frame/session/refreshLock';
import { CALL_TIME_LIMIT_MS } from '../../../frame/timings';
import { clearCookies, fixtureApi, setTokenCookies } from '../../app/testUtils';
import { overlappingRefresh } from '../../../../testing/refresh';
import { UNTIL_DONE } from '../../../../testing/sagas';

const profile = { fullname: 'Aminah binti Ali' } as Profile;
const ok: Envelope<Profile> = { status_code: 200, result: profile, error: null };
const unauthorized: Envelope<Profile> = { status_code: 401, result: null, error: 'Unauthorized' };
const update = { fullname: 'Aminah', birth_date: '1990-04-02', email: 'a@example.com' };
// The refresh token itself never reaches the app: the server rotates it in its HttpOnly cookie.
const newTokens: BrowserTokens = { access_token: 'access-2' };
/** Lets go of the cross-tab refresh lock. */
const release = () => undefined;

afterEach(() => clearCookies());

/** What a call waits on: its answer, or the time limit running out first. */
const inTime = (effect: Effect) => ({ answer: effect, timedOut: call(timeLimitPassed, CALL_TIME_LIMIT_MS) });

describe('callApi, step by step', () => {
  const api = fixtureApi();

  it('sends the access token from the cookie as the last argument and returns the answer', () => {
    testSaga(callApi, api.updateProfile, update)
      .next()
      .call(readAccessToken)
      .next('access-1')
      .race(inTime(call(api.updateProfile, update, 'access-1')))
      .next({ answer: ok })
      .returns(ok);
  });

  it('on 401 refreshes once, then retries with the new token', () => {
    testSaga(callApi, api.getProfile)
      .next()
      .call(readAccessToken)
      .next('access-1')
      .race(inTime(call(api.getProfile, 'access-1')))
      .next({ answer: unauthorized })
      .call(refreshTokensOnce, 'access-1')
      .next(true)
      .call(readAccessToken)
      .next('access-2')
      .race(inTime(call(api.getProfile, 'access-2')))
      .next({ answer: ok })
      .returns(ok);
  });

  it('on 401 with a failed refresh returns the 401 without retrying', () => {
    testSaga(callApi, api.getProfile)
      .next()
      .call(readAccessToken)
      .next('access-1')
      .race(inTime(call(api.getProfile, 'access-1')))
      .next({ answer: unauthorized })
      .call(refreshTokensOnce, 'access-1')
      .next(false)
      .returns(unauthorized);
  });
});

describe('the time limit of every call', () => {
  const api = fixtureApi();
  const timedOut = { status_code: 502, result: null, error: 'Timed out' };

  it('gives up on an answer that has not come within the limit, and tells it apart from a server error', () => {
    testSaga(callApi, api.getProfile)
      .next()
      .call(readAccessToken)
      .next('access-1')
      .race(inTime(call(api.getProfile, 'access-1')))
      .next({ timedOut: true }) // the limit ran out first: redux-saga cancels the call
      .call(logFailure, 'api call', `no answer within ${CALL_TIME_LIMIT_MS / 1000} s`)
      .next()
      .returns(timedOut);
  });

  it('a refresh that times out keeps the member logged in, like any refresh the server could not decide', () => {
    testSaga(refreshTokensOnce, 'access-1')
      .next()
      .select(selectRefreshing)
      .next(false)
      .put(sessionActions.refreshStarted())
      .next()
      .call(holdRefreshLock, CALL_TIME_LIMIT_MS)
      .next(release)
      .call(readAccessToken)
      .next('access-1')
      .getContext('api')
      .next(api)
      .race(inTime(call(api.refreshToken)))
      .next({ timedOut: true })
      .call(logFailure, 'api call', `no answer within ${CALL_TIME_LIMIT_MS / 1000} s`)
      .next()
      .put(sessionActions.refreshFailed({ status: 502 }))
      .next()
      .call(logFailure, 'token refresh', 'Timed out')
      .next()
      .call(release)
      .next()
      .returns(false);
  });

  it('a call that loses its race is cancelled, which aborts its request', async () => {
    const abort = jest.fn();
    const never = Object.assign(new Promise<Envelope<Profile>>(() => undefined), { [CANCEL]: abort });
    const getProfile = jest.fn(() => never);
    const stalled = fixtureApi({ getProfile });
    setTokenCookies('access-1');
    const { returnValue } = await expectSaga(function* () {
      return yield race({ answer: call(callApi, stalled.getProfile), gaveUp: delay(10) });
    })
      .withReducer(combineReducers({ session }))
      .provide([[getContext('api'), stalled]])
      .run(UNTIL_DONE);
    expect(returnValue).toEqual({ gaveUp: true });
    expect(getProfile).toHaveBeenCalledWith('access-1');
    expect(abort).toHaveBeenCalledTimes(1);
  });
});

describe('refreshTokensOnce, step by step', () => {
  const api = fixtureApi();
  /** The steps every refresh takes up to the server's answer, which is where they part. */
  const refreshAnswered = (answer: { status_code: number; result: unknown; error: string | null }) =>
    testSaga(refreshTokensOnce, 'access-1')
      .next()
      .select(selectRefreshing)
      .next(false)
      .put(sessionActions.refreshStarted())
      .next()
      .call(holdRefreshLock, CALL_TIME_LIMIT_MS)
      .next(release)
      .call(readAccessToken)
      .next('access-1')
      .getContext('api')
      .next(api)
      .race(inTime(call(api.refreshToken)))
      .next({ answer });

  it('stores the new tokens and announces them', () => {
    refreshAnswered({ status_code: 200, result: newTokens, error: null })
      .call(storeTokens, newTokens)
      .next()
      .put(sessionActions.tokensRefreshed())
      .next()
      .call(release)
      .next()
      .returns(true);
  });

  it('logs the member out when the refresh answers non-200', () => {
    refreshAnswered({ status_code: 401, result: null, error: 'Invalid refresh token' })
      .put(sessionActions.refreshFailed({ status: 401 }))
      .next()
      .put(sessionActions.logoutRequested())
      .next()
      .call(release)
      .next()
      .returns(false);
  });

  it('only logs a network failure of the refresh', () => {
    refreshAnswered({ status_code: 502, result: null, error: 'Network error' })
      .put(sessionActions.refreshFailed({ status: 502 }))
      .next()
      .call(logFailure, 'token refresh', 'Network error')
      .next()
      .call(release)
      .next()
      .returns(false);
  });

  it('keeps the member logged in when the server cannot decide the refresh (503 while its database is away)', () => {
    const unavailable = 'The service is unavailable for a moment. Please try again shortly.';
    refreshAnswered({ status_code: 503, result: null, error: unavailable })
      .put(sessionActions.refreshFailed({ status: 503 }))
      .next()
      .call(logFailure, 'token refresh', unavailable)
      .next()
      .call(release)
      .next()
      .returns(false);
  });

  it('asks no server when another tab refreshed while this one waited for the lock, and uses its token', () => {
    testSaga(refreshTokensOnce, 'access-1')
      .next()
      .select(selectRefreshing)
      .next(false)
      .put(sessionActions.refreshStarted())
      .next()
      .call(holdRefreshLock, CALL_TIME_LIMIT_MS)
      .next(release)
      .call(readAccessToken)
      .next('access-2')
      .put(sessionActions.tokensRefreshed())
      .next()
      .call(release)
      .next()
      .returns(true);
  });

  it('waits for the refresh already in flight instead of sending another', () => {
    testSaga(refreshTokensOnce, 'access-1')
      .next()
      .select(selectRefreshing)
      .next(true)
      .take([sessionActions.tokensRefreshed.type, sessionActions.refreshFailed.type])
      .next(sessionActions.tokensRefreshed())
      .returns(true);
  });
});

describe('callApi, whole flows', () => {
  /** The server: the old access token is refused, the refreshed one accepted, after the other call's 401. */
  function serverApi(refreshAnswer: () => Promise<Envelope<BrowserTokens>>) {
    const getProfile = jest.fn(async (token: string) => (token === newTokens.access_token ? ok : unauthorized));
    const { refreshToken, provider } = overlappingRefresh(refreshAnswer);
    const api = fixtureApi({ getProfile, refreshToken }) as Api;
    return { api, getProfile, refreshToken, providers: [[getContext('api'), api], provider] as StaticProvider[] };
  }

  function* twoCallsAtOnce(api: Api) {
    const answers: Envelope<Profile>[] = yield all([call(callApi, api.getProfile), call(callApi, api.getProfile)]);
    return answers;
  }

  it('shares ONE refresh between two calls that get a 401 at the same time, and retries both', async () => {
    setTokenCookies('access-1');
    const { api, getProfile, refreshToken, providers } = serverApi(async () => ({ status_code: 200, result: newTokens, error: null }));

    const { returnValue, storeState } = await expectSaga(twoCallsAtOnce, api)
      .withReducer(combineReducers({ session }))
      .provide(providers)
      .put(sessionActions.tokensRefreshed())
      .not.put(sessionActions.logoutRequested())
      .run(UNTIL_DONE);

    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(refreshToken).toHaveBeenCalledWith();
    expect(getProfile.mock.calls.map(([token]) => token)).toEqual(['access-1', 'access-1', 'access-2', 'access-2']);
    expect(returnValue).toEqual([ok, ok]);
    expect(readAccessToken()).toBe('access-2');
    expect(document.cookie).not.toContain('refresh');
    expect(storeState.session.refreshing).toBe(false);
  });

  it('logs out once when the shared refresh is refused, and both calls see their 401', async () => {
    setTokenCookies('access-1');
    const { api, getProfile, refreshToken, providers } = serverApi(async () => ({ status_code: 401, result: null, error: 'Invalid refresh token' }));

    const actionLog = (state: string[] = [], action: { type: string }) => [...state, action.type];
    const { returnValue, storeState } = await expectSaga(twoCallsAtOnce, api)
      .withReducer(combineReducers({ session, actionLog }))
      .provide(providers)
      .put(sessionActions.logoutRequested())
      .run(UNTIL_DONE);

    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(getProfile).toHaveBeenCalledTimes(2);
    expect(returnValue).toEqual([unauthorized, unauthorized]);
    expect(storeState.actionLog.filter((type: string) => type === sessionActions.logoutRequested.type)).toHaveLength(1);
  });
});

describe('a call that throws (a stand-in api) answers 502 with no text: the server error, not the connection', () => {
  const networkFailure = { status_code: 502, result: null, error: null };
  const boom = new Error('boom');

  it('callApi logs the throw and returns 502 without text, step by step', () => {
    const api = fixtureApi();
    testSaga(callApi, api.getProfile)
      .next()
      .call(readAccessToken)
      .next('access-1')
      .race(inTime(call(api.getProfile, 'access-1')))
      .throw(boom)
      .call(logFailure, 'api call', boom)
      .next()
      .returns(networkFailure);
  });

  it('callPublicApi sends no token and returns 502 for a rejected promise', async () => {
    const login = jest.fn(async () => Promise.reject(boom));
    const api = fixtureApi({ login });
    const { returnValue } = await expectSaga(callPublicApi, api.login, { mobile_number: '60123456789', password: 'Secret1!', captcha: 'solved' }).run(UNTIL_DONE);
    expect(login).toHaveBeenCalledWith({ mobile_number: '60123456789', password: 'Secret1!', captcha: 'solved' });
    expect(returnValue).toEqual(networkFailure);
  });

  it('a refresh that throws is only logged, and releases the calls waiting on it', async () => {
    setTokenCookies('access-1');
    const { refreshToken, provider } = overlappingRefresh(() => Promise.reject(boom));
    const getProfile = jest.fn(async () => unauthorized);
    const api = fixtureApi({ getProfile, refreshToken });
    const { returnValue, storeState } = await expectSaga(function* () {
      const answers: Envelope<Profile>[] = yield all([call(callApi, api.getProfile), call(callApi, api.getProfile)]);
      return answers;
    })
      .withReducer(combineReducers({ session }))
      .provide([[getContext('api'), api], provider])
      .put(sessionActions.refreshFailed({ status: 502 }))
      .not.put(sessionActions.logoutRequested())
      .run(UNTIL_DONE);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(returnValue).toEqual([unauthorized, unauthorized]);
    expect(storeState.session.refreshing).toBe(false);
  });
});
