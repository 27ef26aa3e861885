import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeLatest, takeLeading, type Effect, type SagaReturnType } from 'redux-saga/effects';
import type { BrowserTokens } from '../../../../shared/contract/accounts';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { sessionActions } from '../../../frame/session/slice';
import type { CarelineApi } from '../../api';
import { paths } from '../../app/paths';
import type { PasswordSignIn, PasskeyResponse } from './api';
import { passkeyAnswer, refusalOf } from './sagas';
import { accountActions, selectEnrol } from './slice';

/* Signing in and enrolling: run by their pages (useFeatureSaga), so they travel in the pages' chunks. */

/** Tokens in the cookie, the person loaded for the header, then the console's home page. */
export function* signedIn(tokens: BrowserTokens) {
  yield put(sessionActions.loggedIn(tokens));
  yield navigateTo(paths.landing, { replace: true });
}

export function* signInWithPasskey() {
  const api: CarelineApi = yield* getApi();
  const options: SagaReturnType<CarelineApi['passkeyOptions']> = yield* callPublicApi(api.passkeyOptions);
  if (options.status_code !== 200 || !options.result) {
    yield put(accountActions.signInFailed(refusalOf(options)));
    return;
  }
  const response: PasskeyResponse | null = yield* passkeyAnswer(false, options.result.options);
  if (!response) {
    yield put(accountActions.signInFailed({ key: 'account.passkeyCancelled' }));
    return;
  }
  const res: SagaReturnType<CarelineApi['passkeyLogin']> = yield* callPublicApi(api.passkeyLogin, options.result.challenge_id, response);
  if (res.status_code !== 200 || !res.result) {
    yield put(accountActions.signInFailed(refusalOf(res)));
    return;
  }
  yield put(accountActions.signInSucceeded());
  yield* signedIn(res.result);
}

export function* signInWithPassword(action: PayloadAction<PasswordSignIn>) {
  const api: CarelineApi = yield* getApi();
  const res: SagaReturnType<CarelineApi['login']> = yield* callPublicApi(api.login, action.payload);
  if (res.status_code !== 200 || !res.result) {
    yield put(accountActions.signInFailed(refusalOf(res)));
    return;
  }
  yield put(accountActions.signInSucceeded());
  yield* signedIn(res.result);
}

export function* readEnrolment(action: PayloadAction<string>) {
  const api: CarelineApi = yield* getApi();
  const res: SagaReturnType<CarelineApi['enrolment']> = yield* callPublicApi(api.enrolment, action.payload);
  if (res.status_code !== 200 || !res.result) {
    yield put(accountActions.enrolmentUnreadable(refusalOf(res)));
    return;
  }
  yield put(accountActions.enrolmentRead(res.result));
}

function* enrolmentToken(): Generator<Effect, string, any> {
  const { token }: ReturnType<typeof selectEnrol> = yield select(selectEnrol);
  return token ?? '';
}

export function* startTotp() {
  const api: CarelineApi = yield* getApi();
  const token: string = yield* enrolmentToken();
  const res: SagaReturnType<CarelineApi['enrolmentTotp']> = yield* callPublicApi(api.enrolmentTotp, token);
  if (res.status_code !== 200 || !res.result) {
    yield put(accountActions.enrolFailed(refusalOf(res)));
    return;
  }
  yield put(accountActions.totpStarted(res.result));
}

export function* enrolWithPasskey() {
  const api: CarelineApi = yield* getApi();
  const token: string = yield* enrolmentToken();
  const options: SagaReturnType<CarelineApi['enrolmentPasskeyOptions']> = yield* callPublicApi(api.enrolmentPasskeyOptions, token);
  if (options.status_code !== 200 || !options.result) {
    yield put(accountActions.enrolFailed(refusalOf(options)));
    return;
  }
  const response: PasskeyResponse | null = yield* passkeyAnswer(true, options.result.options);
  if (!response) {
    yield put(accountActions.enrolFailed({ key: 'account.passkeyCancelled' }));
    return;
  }
  const res: SagaReturnType<CarelineApi['enrolWithPasskey']> = yield* callPublicApi(api.enrolWithPasskey, token, options.result.challenge_id, response);
  if (res.status_code !== 200 || !res.result) {
    yield put(accountActions.enrolFailed(refusalOf(res)));
    return;
  }
  yield put(accountActions.enrolSucceeded());
  yield* signedIn(res.result);
}

export function* enrolWithPassword(action: PayloadAction<{ password: string; totp: string }>) {
  const api: CarelineApi = yield* getApi();
  const token: string = yield* enrolmentToken();
  const res: SagaReturnType<CarelineApi['enrolWithPassword']> = yield* callPublicApi(api.enrolWithPassword, token, action.payload.password, action.payload.totp);
  if (res.status_code !== 200 || !res.result) {
    yield put(accountActions.enrolFailed(refusalOf(res)));
    return;
  }
  yield put(accountActions.enrolSucceeded());
  yield* signedIn(res.result);
}

export default function* watchSignIn() {
  // A double click asks the browser for one passkey, and the server once.
  yield takeLeading(accountActions.passkeySignInRequested.type, signInWithPasskey);
  yield takeLeading(accountActions.passwordSignInRequested.type, signInWithPassword);
  yield takeLatest(accountActions.enrolmentOpened.type, readEnrolment);
  yield takeLeading(accountActions.totpRequested.type, startTotp);
  yield takeLeading(accountActions.passkeyEnrolRequested.type, enrolWithPasskey);
  yield takeLeading(accountActions.passwordEnrolRequested.type, enrolWithPassword);
}
