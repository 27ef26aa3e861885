import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { accountErrors } from '../../../../shared/contract/accounts';
import { byEveryLanguage } from '../../../../shared/serverTexts';
import type { Api } from '../../api';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { readFrom } from '../../app/paths';
import { failurePopup, popupButtons } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { loginActions, type LoginRequested } from './slice';
import { signIn } from '../../../entities/profile/signIn';

export const invalidLoginPopup = failurePopup({ messageKey: 'login.invalid' }, popupButtons.ok);
/** Our own server refuses a missing or stale captcha with 400 'Validation error'; say so, not 'invalid password'. */
export const captchaRejectedPopup = failurePopup({ messageKey: 'rules.captchaRequired' }, popupButtons.ok);

/** Spec section 8: any refusal reads 'Invalid mobile number or password' with OK; the server's text never shows. */
const loginRefusals: FormRefusals = { errors: byEveryLanguage(accountErrors.captcha, captchaRejectedPopup), otherwise: invalidLoginPopup, formError: 'ourText' };

export function* login(action: PayloadAction<LoginRequested>) {
  const { credentials, from } = action.payload;
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['login']> = yield call(callPublicApi, api.login, credentials);
  if (res.status_code === 200 && res.result) {
    yield call(signIn, res.result);
    yield put(loginActions.submitSucceeded());
    // Checked again here: the action may come from elsewhere than the login page.
    yield navigateTo(readFrom({ from }), { replace: true });
    return;
  }
  yield* refuseForm(res, loginActions.submitFailed, loginRefusals);
}

export default function* watchLogin() {
  // A double tap on the button sends one login.
  yield takeLeading(loginActions.submitRequested.type, login);
}
