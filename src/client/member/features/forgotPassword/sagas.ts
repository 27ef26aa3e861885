import { FORM_ERROR } from '../../../frame/forms/formError';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { ForgotPasswordRequest } from '../../../../shared/contract/accounts';
import type { Api } from '../../api';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { uiActions, type PopupRequest } from '../../../frame/uiSlice';
import { failurePopup, popupButtons, popupFor, successPopup, type PopupOverrides } from '../../../frame/forms/popups';
import { signIn } from '../login/signIn';
import { resendCountdown } from '../register/resendCountdown';
import { forgotPasswordActions, selectForgotPhone, selectResetToken } from './slice';

export const TAC_PATH = '/forgot-password/tac-number';

export const resetFailedPopup = failurePopup({ messageKey: 'forgotPassword.resetFailed' });
export const resetDonePopup = successPopup('forgotPassword.resetDone', {
  labelKey: 'common.actions.backToDashboard',
  variant: 'primary',
  to: '/loyalty',
});

/** Spec section 8: the server's text plus a period; the network failure has the generic text. */
const requestRefusals: PopupOverrides = {
  serverText: (error) => failurePopup({ messageKey: 'forgotPassword.serverText', values: { error } }, popupButtons.ok),
};

const formError = (popup: PopupRequest) => ({ [FORM_ERROR]: popup.messageKey ? { key: popup.messageKey, values: popup.values } : (popup.message ?? '') });

export function* requestCode(action: PayloadAction<ForgotPasswordRequest>) {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['forgotPassword']> = yield call(callPublicApi, api.forgotPassword, action.payload);
  if (res.status_code === 200 && res.result) {
    const route = { phone: action.payload.mobile_number, token: res.result };
    yield put(forgotPasswordActions.submitSucceeded(route));
    yield navigateTo(TAC_PATH, { state: route });
    return;
  }
  const popup = popupFor(res, requestRefusals);
  yield put(uiActions.popupShown(popup));
  yield put(forgotPasswordActions.submitFailed({ errors: formError(popup) }));
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
  const popup = popupFor(res, { otherwise: resetFailedPopup });
  yield put(uiActions.popupShown(popup));
  yield put(forgotPasswordActions.resetFailed({ errors: formError(popup) }));
}

/** A new code is a new request: it needs a fresh captcha and answers with a new reset token. */
export function* resendCode(action: PayloadAction<{ captcha: string }>) {
  const api: Api = yield* getApi();
  const phone: string | null = yield select(selectForgotPhone);
  const res: SagaReturnType<Api['forgotPassword']> = yield call(callPublicApi, api.forgotPassword, {
    mobile_number: phone ?? '',
    captcha: action.payload.captcha,
  });
  if (res.status_code === 200 && res.result) {
    yield put(forgotPasswordActions.resendSucceeded({ token: res.result }));
    return true;
  }
  const popup = popupFor(res, requestRefusals);
  yield put(uiActions.popupShown(popup));
  yield put(forgotPasswordActions.resendFailed({ errors: formError(popup) }));
  return false;
}

/** The code-entry page's countdown lives exactly as long as the page. */
export function* tacPage() {
  yield race({
    countdown: call(resendCountdown, forgotPasswordActions, resendCode),
    left: take(forgotPasswordActions.tacPageLeft.type),
  });
}

export default function* watchForgotPassword() {
  yield takeLeading(forgotPasswordActions.submitRequested.type, requestCode);
  yield takeLeading(forgotPasswordActions.resetRequested.type, resetPassword);
  yield takeLatest(forgotPasswordActions.tacPageOpened.type, tacPage);
}
