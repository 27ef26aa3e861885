import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { accountErrors } from '../../../../shared/contract/accounts';
import type { SetStaffPasswordRequest, StaffLoginRequest } from '../../../../shared/contract/workshopApp';
import { byEveryLanguage } from '../../../../shared/serverTexts';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { failurePopup, popupButtons } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import type { WorkshopApi } from '../../api';
import { startSession } from './session';
import { accountActions } from './slice';

export const invalidSignInPopup = failurePopup({ messageKey: 'workshop:signIn.invalid' }, popupButtons.ok);
export const wrongCodePopup = failurePopup({ messageKey: 'workshop:password.wrongCode' }, popupButtons.ok);
export const newCodePopup = failurePopup({ messageKey: 'workshop:password.newCode' }, popupButtons.ok);
export const sendTooSoonPopup = failurePopup({ messageKey: 'workshop:password.sendTooSoon' }, popupButtons.ok);

/** Every refusal of a sign-in reads alike, so it never tells which numbers have accounts. */
const signInRefusals: FormRefusals = { 400: invalidSignInPopup, 401: invalidSignInPopup, formError: 'ourText' };
/** The code's refusals in the staff member's language, whichever language the server told them in. */
const codeErrors = {
  ...byEveryLanguage(accountErrors.wrongCode, wrongCodePopup),
  ...byEveryLanguage(accountErrors.codeExpired, newCodePopup),
  ...byEveryLanguage(accountErrors.tooManyTries, newCodePopup),
  ...byEveryLanguage(accountErrors.sendTooSoon, sendTooSoonPopup),
  ...byEveryLanguage(accountErrors.sendLimit, sendTooSoonPopup),
};
const passwordRefusals: FormRefusals = { errors: codeErrors, formError: 'popupText' };
const codeRefusals: FormRefusals = { errors: codeErrors, formError: 'popupText' };

export function* signIn(action: PayloadAction<StaffLoginRequest>) {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['login']> = yield call(callPublicApi, api.login, action.payload);
  if (res.status_code === 200 && res.result) {
    yield call(startSession, res.result);
    // No navigation here: the sign-in page's guard opens the counter as the session starts. One
    // more once the account is in would take a quick staff member back from the page they opened.
    yield put(accountActions.signInSucceeded());
    return;
  }
  yield* refuseForm(res, accountActions.signInFailed, signInRefusals);
}

/** The server answers alike for every number; the code arrives only if the number has an account. */
export function* sendCode(action: PayloadAction<{ mobile_number: string }>) {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['sendPasswordCode']> = yield call(callPublicApi, api.sendPasswordCode, action.payload);
  if (res.status_code === 200) {
    yield put(accountActions.codeSent(action.payload.mobile_number));
    return;
  }
  yield* refuseForm(res, accountActions.codeFailed, codeRefusals);
}

export function* setPassword(action: PayloadAction<SetStaffPasswordRequest>) {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['setPassword']> = yield call(callPublicApi, api.setPassword, action.payload);
  if (res.status_code === 200 && res.result) {
    yield call(startSession, res.result);
    // The set-password page's guard opens the counter, as after signing in.
    yield put(accountActions.passwordSucceeded());
    return;
  }
  yield* refuseForm(res, accountActions.passwordFailed, passwordRefusals);
}

export default function* watchAccount() {
  // A double tap sends one request.
  yield takeLeading(accountActions.signInRequested.type, signIn);
  yield takeLeading(accountActions.codeRequested.type, sendCode);
  yield takeLeading(accountActions.passwordRequested.type, setPassword);
}
