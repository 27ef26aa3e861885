import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { ForgotPasswordRequest } from '../../../../shared/contract/accounts';
import type { Api } from '../../api';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { uiActions } from '../../../frame/uiSlice';
import { failurePopup, popupButtons, successPopup } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { codePage, type CodePageFlow } from '../../../frame/forms/codePage';
import { isVoidedCode } from '../../../frame/forms/voidedCode';
import { signIn } from '../../../entities/profile/signIn';
import { forgotPasswordActions, selectForgotOffer, selectForgotPhone, selectResetToken } from './slice';

export const TAC_PATH = '/forgot-password/tac-number';

export const resetFailedPopup = failurePopup({ messageKey: 'forgotPassword.resetFailed' });
export const resetDonePopup = successPopup('forgotPassword.resetDone', {
  labelKey: 'common.actions.backToDashboard',
  variant: 'primary',
  to: '/loyalty',
});

/** Spec section 8: the server's text plus a period, kept in the form's error too; the network failure has the generic text. */
const requestRefusals: FormRefusals = {
  serverText: (error) => failurePopup({ messageKey: 'forgotPassword.serverText', values: { error } }, popupButtons.ok),
  formError: 'popupText',
};

const resetRefusals: FormRefusals = { otherwise: resetFailedPopup, formError: 'popupText' };

export function* requestCode(action: PayloadAction<ForgotPasswordRequest>) {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['forgotPassword']> = yield call(callPublicApi, api.forgotPassword, action.payload);
  if (res.status_code === 200 && res.result) {
    const route = { phone: action.payload.mobile_number, token: res.result };
    yield put(forgotPasswordActions.submitSucceeded(route));
    yield navigateTo(TAC_PATH, { state: route });
    return;
  }
  yield* refuseForm(res, forgotPasswordActions.submitFailed, requestRefusals);
}

export function* resetPassword(action: PayloadAction<{ tac: string; password: string }>) {
  const api: Api = yield* getApi();
  const token: string | null = yield select(selectResetToken);
  const res: SagaReturnType<Api['resetPassword']> = yield call(callPublicApi, api.resetPassword, {
    token: token ?? '',
    password: action.payload.password,
    tac: action.payload.tac,
  });
  if (res.status_code === 200 && res.result) {
    yield call(signIn, res.result);
    yield put(forgotPasswordActions.resetSucceeded());
    yield put(uiActions.popupShown(resetDonePopup));
    return;
  }
  yield* refuseForm(res, forgotPasswordActions.resetFailed, resetRefusals);
  // The server's text says the code can no longer work; 'Resend Code' is there at once for a new one.
  if (isVoidedCode(res)) yield put(forgotPasswordActions.codeVoided());
}

/** A new code is a new request: it needs a fresh captcha and answers with a new reset token. */
export function* askForCode(action: PayloadAction<{ captcha: string }>): Generator<unknown, SagaReturnType<Api['forgotPassword']>, any> {
  const api: Api = yield* getApi();
  const phone: string | null = yield select(selectForgotPhone);
  return yield call(callPublicApi, api.forgotPassword, { mobile_number: phone ?? '', captcha: action.payload.captcha });
}

export const forgotPasswordCodePage: CodePageFlow<{ captcha: string }, string> = {
  actions: forgotPasswordActions,
  ask: askForCode,
  sent: (answer) => (answer.result ? forgotPasswordActions.resendSucceeded({ token: answer.result }) : null),
  refusals: requestRefusals,
  selectOffer: selectForgotOffer,
};

export function* tacPage() {
  yield call(codePage<{ captcha: string }, string>, forgotPasswordCodePage);
}

export default function* watchForgotPassword() {
  yield takeLeading(forgotPasswordActions.submitRequested.type, requestCode);
  yield takeLeading(forgotPasswordActions.resetRequested.type, resetPassword);
  yield takeLatest(forgotPasswordActions.tacPageOpened.type, tacPage);
}
