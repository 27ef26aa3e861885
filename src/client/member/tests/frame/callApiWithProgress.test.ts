import { combineReducers, createAction } from '@reduxjs/toolkit';
import { CANCEL, type EventChannel } from 'redux-saga';
import { all, call, getContext, take } from 'redux-saga/effects';
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import type { BrowserTokens, Profile } from '../../../../shared/contract/accounts';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { SubmitServiceFields, SubmitServiceResult } from '../../../../shared/contract/loyalty';
import type { Api } from '../../api';
import { readAccessToken } from '../../../frame/session/cookies';
import session, { sessionActions } from '../../../frame/session/slice';
import { callApi, callApiWithProgress, refreshTokensOnce, timeLimitPassed, uploadChannel, uploadOnce } from '../../../frame/callApi';
import { logFailure } from '../../../frame/log';
import { UPLOAD_STALL_LIMIT_MS } from '../../../frame/timings';
import { clearCookies, fixtureApi, setTokenCookies } from '../../app/testUtils';
import { overlappingRefresh } from '../../../../testing/refresh';
import { UNTIL_DONE } from '../../../../testing/sagas';

const ok: Envelope<Profile> = { status_code: 200, result: { fullname: 'Aminah binti Ali' } as Profile, error: null };
const unauthorized: Envelope<Profile> = { status_code: 401, result: null, error: 'Unauthorized' };
// The refresh token itself never reaches the app: the server rotates it in its HttpOnly cookie.
const newTokens: BrowserTokens = { access_token: 'access-2' };

afterEach(() => clearCookies());

describe('callApiWithProgress, the upload', () => {
  const uploadProgressed = createAction<number>('upload/progressed');
  const fields = { vehicle_guid: 'v1', submission_id: 'uuid-1' } as SubmitServiceFields;
  const receipt = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  const uploaded: Envelope<SubmitServiceResult> = {
    status_code: 200,
    result: { guid: 'svc-9', transaction_code: 'AB12CD34EF', oil_name: 'Quartz 9000 5W-40', service_date: '2026-03-01T02:00:00.000Z', free_oil: false },
    error: null,
  };
  const refused: Envelope<SubmitServiceResult> = { status_code: 401, result: null, error: 'Unauthorized' };

  it('on 401 refreshes once, then uploads again with the new token, step by step', () => {
    const api = fixtureApi();
    testSaga(callApiWithProgress, uploadProgressed, api.submitService, fields, receipt)
      .next()
      .call(readAccessToken)
      .next('access-1')
      .call(uploadOnce, uploadProgressed, api.submitService, [fields, receipt], 'access-1')
      .next(refused) // the access token ran out while the receipt was on its way
      .call(refreshTokensOnce, 'access-1')
      .next(true)
      .call(readAccessToken)
      .next('access-2')
      .call(uploadOnce, uploadProgressed, api.submitService, [fields, receipt], 'access-2')
      .next(uploaded)
      .returns(uploaded);
  });

  /** The server refuses the old token after the body went up, and takes the refreshed one. */
  function uploadingServer() {
    const submitService = jest.fn<ReturnType<Api['submitService']>, Parameters<Api['submitService']>>(async (_fields, _receipt, onProgress, token) => {
      if (token !== newTokens.access_token) {
        onProgress(0.5);
        onProgress(1);
        return refused;
      }
      onProgress(0.4);
      onProgress(1);
      return uploaded;
    });
    const refreshToken = jest.fn(async (): Promise<Envelope<BrowserTokens>> => ({ status_code: 200, result: newTokens, error: null }));
    const getProfile = jest.fn(async (token: string) => (token === newTokens.access_token ? ok : unauthorized));
    return { api: fixtureApi({ submitService, refreshToken, getProfile }), submitService, refreshToken, getProfile };
  }

  it('401, shared refresh, retry: the progress of both attempts is put, and the retry\'s answer returned', async () => {
    setTokenCookies('access-1');
    const { api, submitService, refreshToken } = uploadingServer();
    const { returnValue } = await expectSaga(callApiWithProgress, uploadProgressed, api.submitService, fields, receipt)
      .withReducer(combineReducers({ session }))
      .provide([[getContext('api'), api]])
      .put(uploadProgressed(0.5))
      .put(sessionActions.tokensRefreshed())
      .put(uploadProgressed(0.4))
      .put(uploadProgressed(1))
      .not.put(sessionActions.logoutRequested())
      .run(UNTIL_DONE);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(submitService.mock.calls.map(([sent, file, , token]) => [sent, file, token])).toEqual([
      [fields, receipt, 'access-1'],
      [fields, receipt, 'access-2'],
    ]);
    expect(returnValue).toEqual(uploaded);
    expect(readAccessToken()).toBe('access-2');
  });

  it('shares the one refresh with an ordinary call that got its 401 at the same time', async () => {
    setTokenCookies('access-1');
    const { refreshToken, provider } = overlappingRefresh(async () => ({ status_code: 200, result: newTokens, error: null }));
    const { api: server, submitService, getProfile } = uploadingServer();
    const api = { ...server, refreshToken };
    const { returnValue } = await expectSaga(function* () {
      const answers: Envelope<unknown>[] = yield all([
        call(callApiWithProgress, uploadProgressed, api.submitService, fields, receipt),
        call(callApi, api.getProfile),
      ]);
      return answers;
    })
      .withReducer(combineReducers({ session }))
      .provide([[getContext('api'), api], provider])
      .run(UNTIL_DONE);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(submitService).toHaveBeenCalledTimes(2);
    expect(getProfile).toHaveBeenCalledTimes(2);
    expect(returnValue).toEqual([uploaded, ok]);
  });

  it('a refused refresh logs the member out and returns the 401 without uploading again', async () => {
    setTokenCookies('access-1');
    const { api, submitService, refreshToken } = uploadingServer();
    refreshToken.mockImplementation(async () => ({ status_code: 401, result: null, error: 'Invalid refresh token' }));
    const { returnValue } = await expectSaga(callApiWithProgress, uploadProgressed, api.submitService, fields, receipt)
      .withReducer(combineReducers({ session }))
      .provide([[getContext('api'), api]])
      .put(sessionActions.logoutRequested())
      .run(UNTIL_DONE);
    expect(submitService).toHaveBeenCalledTimes(1);
    expect(returnValue).toEqual(refused);
  });

  it('an upload that rejects answers 502 without text, the server error', async () => {
    setTokenCookies('access-1');
    const submitService = jest.fn(async () => Promise.reject(new Error('boom')));
    const api = fixtureApi({ submitService });
    const { returnValue } = await expectSaga(callApiWithProgress, uploadProgressed, api.submitService, fields, receipt)
      .withReducer(combineReducers({ session }))
      .provide([[getContext('api'), api]])
      .not.put(sessionActions.refreshStarted())
      .run(UNTIL_DONE);
    expect(returnValue).toEqual({ status_code: 502, result: null, error: null });
  });
});

describe('an upload that stops moving', () => {
  const uploadProgressed = createAction<number>('upload/progressed');
  const channel = { take: jest.fn(), flush: jest.fn(), close: jest.fn() } as unknown as EventChannel<object> & { close: jest.Mock };
  const api = fixtureApi();
  const fields = { vehicle_guid: 'v1', submission_id: 'uuid-1' } as SubmitServiceFields;
  const receipt = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  const waitForMovement = { event: take(channel), stalled: call(timeLimitPassed, UPLOAD_STALL_LIMIT_MS) };

  it('a slow upload that keeps moving is never cut: each report starts the wait again', () => {
    const saga = testSaga(uploadOnce, uploadProgressed, api.submitService, [fields, receipt], 'access-1');
    saga.next().next(channel).race(waitForMovement).next({ event: { progress: 0.1 } }).put(uploadProgressed(0.1));
    saga.next().race(waitForMovement).next({ event: { progress: 0.2 } }).put(uploadProgressed(0.2));
    saga
      .next()
      .race(waitForMovement)
      .next({ event: { done: { status_code: 200, result: null, error: null } } })
      .returns({ status_code: 200, result: null, error: null });
    expect(channel.close).toHaveBeenCalledTimes(1);
  });

  it('is given up when nothing moved for the stall limit: the channel closes, which aborts the request', () => {
    channel.close.mockClear();
    testSaga(uploadOnce, uploadProgressed, api.submitService, [fields, receipt], 'access-1')
      .next()
      .next(channel)
      .race(waitForMovement)
      .next({ event: { progress: 0.4 } })
      .put(uploadProgressed(0.4))
      .next()
      .race(waitForMovement)
      .next({ stalled: true })
      .call(logFailure, 'api call', `upload stalled for ${UPLOAD_STALL_LIMIT_MS / 1000} s`)
      .next()
      .returns({ status_code: 502, result: null, error: 'Timed out' });
    expect(channel.close).toHaveBeenCalledTimes(1);
  });
});

describe('uploadChannel', () => {
  it('closed before the upload started (a Cancel at once), sends nothing', async () => {
    const send = jest.fn(async () => ({ status_code: 200, result: null, error: null }));
    const channel = uploadChannel(send);
    channel.close();
    await Promise.resolve();
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
  });

  it('closing it cancels the pending upload', async () => {
    const abort = jest.fn();
    const channel = uploadChannel(() => Object.assign(new Promise<Envelope<unknown>>(() => undefined), { [CANCEL]: abort }));
    await Promise.resolve();
    channel.close();
    expect(abort).toHaveBeenCalledTimes(1);
  });
});
