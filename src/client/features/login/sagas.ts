import { FORM_ERROR } from '../../ui/form/formError';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { accountErrors } from '../../../shared/contract/accounts';
import { NETWORK_FAILURE_STATUS } from '../../../shared/contract/envelope';
import type { Api } from '../../api';
import { getApi } from '../../app/callApi';
import { navigateTo } from '../../app/navigation';
import { readFrom } from '../../app/paths';
import { uiActions, type PopupRequest } from '../../app/uiSlice';
import { failurePopup, popupButtons, serverErrorPopup } from '../../ui/form/popups';
import { loginActions, type LoginRequested } from './slice';
import { requestSafely, signIn } from './signIn';

export const invalidLoginPopup = failurePopup({ messageKey: 'login.invalid' }, popupButtons.ok);
/** Our own server refuses a missing or stale captcha with 400 'Validation error'; say so, not 'invalid password'. */
export const captchaRejectedPopup = failurePopup({ messageKey: 'rules.captchaRequired' }, popupButtons.ok);

function popupFor(status: number, error: string | null): PopupRequest {
  if (status === NETWORK_FAILURE_STATUS) return serverErrorPopup;
  if (error === accountErrors.captcha) return captchaRejectedPopup;
  return invalidLoginPopup;
}

export function* login(action: PayloadAction<LoginRequested>) {
  const { credentials, from } = action.payload;
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['login']> = yield call(requestSafely, api.login, credentials);
  if (res.status_code === 200 && res.result) {
    yield call(signIn, res.result);
    yield put(loginActions.submitSucceeded());
    // Checked again here: the action may come from elsewhere than the login page.
    yield navigateTo(readFrom({ from }), { replace: true });
    return;
  }
  const popup = popupFor(res.status_code, res.error);
  yield put(uiActions.popupShown(popup));
  yield put(loginActions.submitFailed({ errors: { [FORM_ERROR]: { key: popup.messageKey ?? 'errors.generic' } } }));
}

export default function* watchLogin() {
  // A double tap on the button sends one login.
  yield takeLeading(loginActions.submitRequested.type, login);
}
