import { call, put, select, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { i18n, type Language } from './i18n';
import { saveLanguage } from './storage';
import { selectCaptchaProvider, uiActions, type CaptchaProvider } from './uiSlice';
import { callApi, getApi } from './callApi';
import { selectIsLoggedIn } from './session/slice';
import type { Api } from '../member/api';
import type { CaptchaChallengeResult } from '../../shared/contract/accounts';
import { logFailure } from './log';
import { afterFirstPaint } from './firstPaint';

function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * The screen changes at once and the device remembers the choice; a signed-in member's profile
 * keeps it too, so inbox messages, texts and errors from the server follow. A failed save is only
 * logged: the screen is already right, and the next switch tries again.
 */
export function* switchLanguage(action: PayloadAction<Language>) {
  yield call([i18n, i18n.changeLanguage], action.payload);
  yield call(saveLanguage, action.payload);
  yield call(setDocumentLanguage, action.payload);
  const signedIn: boolean = yield select(selectIsLoggedIn);
  if (!signedIn) return;
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['changeLanguage']> = yield call(callApi, api.changeLanguage, { language: action.payload });
  if (res.status_code !== 200) yield call(logFailure, 'language', `the profile kept its language (${res.status_code})`);
}

/**
 * Asks the server which captcha it checks (ALTCHA, a hosted provider, or none) the first time a form
 * shows one; an unreachable server leaves it unknown so the next form asks again.
 */
export function* learnCaptchaProvider() {
  const known: CaptchaProvider | null = yield select(selectCaptchaProvider);
  if (known) return;
  yield call(afterFirstPaint);
  const api: Api = yield* getApi();
  const challenge: CaptchaChallengeResult | null = yield call(api.getCaptchaChallenge);
  if (!challenge?.provider) {
    yield call(logFailure, 'captcha', 'the challenge could not be fetched');
    return;
  }
  yield put(uiActions.captchaProviderKnown({ provider: challenge.provider, siteKey: challenge.site_key ?? null }));
}

export default function* watchUi() {
  yield takeLatest(uiActions.languageChosen.type, switchLanguage);
  yield takeLeading(uiActions.captchaProviderRequested.type, learnCaptchaProvider);
}
