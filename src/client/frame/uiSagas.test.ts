import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import uiReducer, { uiActions } from './uiSlice';
import * as matchers from 'redux-saga-test-plan/matchers';
import { learnCaptchaProvider, switchLanguage } from './uiSagas';
import type { Api } from '../member/api';
import { answer, fixtureApi, memberProfile } from '../member/app/testUtils';
import { callApi } from './callApi';
import { logFailure } from './log';
import { LANGUAGE_STORAGE_KEY } from './storage';
import sessionReducer from './session/slice';
import { UNTIL_DONE } from '../../testing/sagas';

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
      .run(UNTIL_DONE);
    expect(storeState.ui.captcha).toEqual({ provider, siteKey });
  });

  it('asks the server only once', async () => {
    const api = apiAnswering({ provider: 'altcha', challenge: null, site_key: null, expires_at: null });
    const known = reducer(undefined, uiActions.captchaProviderKnown({ provider: 'off', siteKey: null }));
    await expectSaga(learnCaptchaProvider).withReducer(reducer, known).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(api.getCaptchaChallenge).not.toHaveBeenCalled();
  });

  it('stays unknown when the server cannot be reached, so the next form asks again', async () => {
    const api = apiAnswering(null);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { storeState } = await expectSaga(learnCaptchaProvider).withReducer(reducer).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(storeState.ui.captcha).toBeNull();
  });
});

describe('switchLanguage', () => {
  const storeReducer = combineReducers({ ui: uiReducer, session: sessionReducer });
  const signedIn = (isLoggedIn: boolean) => ({
    ui: uiReducer(undefined, { type: 'init' }),
    session: { ...sessionReducer(undefined, { type: 'init' }), isLoggedIn },
  });

  it("keeps a signed-in member's choice on the profile too", async () => {
    const api = fixtureApi();
    await expectSaga(switchLanguage, uiActions.languageChosen('ms'))
      .withReducer(storeReducer, signedIn(true))
      .provide([[getContext('api'), api], [matchers.call.fn(callApi), answer(200, memberProfile)]])
      .call(callApi, api.changeLanguage, { language: 'ms' })
      .run(UNTIL_DONE);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
    expect(document.documentElement.lang).toBe('ms');
  });

  it('only changes the screen and the device for a visitor', async () => {
    const api = fixtureApi();
    await expectSaga(switchLanguage, uiActions.languageChosen('en'))
      .withReducer(storeReducer, signedIn(false))
      .provide([[getContext('api'), api]])
      .not.call.fn(callApi)
      .run(UNTIL_DONE);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(api.changeLanguage).not.toHaveBeenCalled();
  });

  it('keeps the screen in the new language when the profile cannot be saved, and logs it', async () => {
    const api = fixtureApi();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expectSaga(switchLanguage, uiActions.languageChosen('ms'))
      .withReducer(storeReducer, signedIn(true))
      .provide([[getContext('api'), api], [matchers.call.fn(callApi), answer(502, null, 'Network error')]])
      .call(logFailure, 'language', 'the profile kept its language (502)')
      .run(UNTIL_DONE);
    expect(document.documentElement.lang).toBe('ms');
    warn.mockRestore();
  });
});
