import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import uiReducer, { uiActions } from './uiSlice';
import { learnCaptchaProvider } from './uiSagas';
import type { Api } from '../api';
import { fixtureApi } from './testUtils';

const reducer = combineReducers({ ui: uiReducer });

function apiAnswering(result: Awaited<ReturnType<Api['getCaptchaChallenge']>>) {
  return fixtureApi({ getCaptchaChallenge: jest.fn(async () => result) });
}

describe('learnCaptchaProvider', () => {
  it.each([
    ['altcha', null],
    ['off', null],
    ['recaptcha', 'site-key-1'],
  ] as const)('learns that the server asks for %s', async (provider, siteKey) => {
    const api = apiAnswering({ provider, challenge: null, site_key: siteKey, expires_at: null });
    const { storeState } = await expectSaga(learnCaptchaProvider)
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(uiActions.captchaProviderKnown({ provider, siteKey }))
      .run();
    expect(storeState.ui.captcha).toEqual({ provider, siteKey });
  });

  it('asks the server only once', async () => {
    const api = apiAnswering({ provider: 'altcha', challenge: null, site_key: null, expires_at: null });
    const known = reducer(undefined, uiActions.captchaProviderKnown({ provider: 'off', siteKey: null }));
    await expectSaga(learnCaptchaProvider).withReducer(reducer, known).provide([[getContext('api'), api]]).run();
    expect(api.getCaptchaChallenge).not.toHaveBeenCalled();
  });

  it('stays unknown when the server cannot be reached, so the next form asks again', async () => {
    const api = apiAnswering(null);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { storeState } = await expectSaga(learnCaptchaProvider).withReducer(reducer).provide([[getContext('api'), api]]).run();
    expect(storeState.ui.captcha).toBeNull();
  });
});
