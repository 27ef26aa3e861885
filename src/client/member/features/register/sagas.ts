import { FORM_ERROR } from '../../../frame/forms/formError';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { accountErrors } from '../../../../shared/contract/accounts';
import type { Api } from '../../api';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { selectLanguage, uiActions, type PopupRequest } from '../../../frame/uiSlice';
import type { Language } from '../../../../shared/language';
import { byEveryLanguage } from '../../../../shared/serverTexts';
import { failurePopup, popupButtons, popupFor, serverErrorPopup, successPopup, type PopupOverrides } from '../../../frame/forms/popups';
import { signIn } from '../login/signIn';
import { resendCountdown } from './resendCountdown';
import { registerActions, selectRegisterPhone, type RegistrationRequest } from './slice';

export const TAC_PATH = '/register/tac-number';
export const SURVEY_PATH = '/register/survey';

export const notEndConsumerPopup = failurePopup({ messageKey: 'register.notEndConsumer' }, popupButtons.ok);
export const mobileRegisteredPopup = failurePopup({ messageKey: 'register.mobileRegistered' }, popupButtons.ok);
export const captchaRejectedPopup = failurePopup({ messageKey: 'rules.captchaRequired' }, popupButtons.ok);
export const wrongCodePopup = failurePopup({ messageKey: 'register.wrongCode' });
/** The survey comes once the member has read the welcome; the popup outlives the code page. */
export const registeredPopup = successPopup('register.registered', { labelKey: 'register.continue', variant: 'primary', to: SURVEY_PATH });

const registrationRefusals: PopupOverrides = {
  // A refused captcha is a 400 too; it is not the end-consumer refusal.
  errors: byEveryLanguage(accountErrors.captcha, captchaRejectedPopup),
  400: notEndConsumerPopup,
  409: mobileRegisteredPopup,
  otherwise: serverErrorPopup,
};

const formError = (popup: PopupRequest) => ({ [FORM_ERROR]: { key: popup.messageKey ?? 'errors.generic' } });

export function* register(action: PayloadAction<RegistrationRequest>) {
  const api: Api = yield* getApi();
  // The member's texts and inbox will be in the language of the screen they registered on.
  const language: Language = yield select(selectLanguage);
  const { kind, ...fields } = action.payload;
  const body = { ...fields, language };
  const res: SagaReturnType<Api['register']> =
    kind === 'social' ? yield call(callPublicApi, api.registerSocial, body) : yield call(callPublicApi, api.register, body);
  if (res.status_code === 200) {
    yield put(registerActions.submitSucceeded({ phone: body.mobile_number }));
    yield navigateTo(TAC_PATH, { state: { register_phone: body.mobile_number } });
    return;
  }
  const popup = popupFor(res, registrationRefusals);
  yield put(uiActions.popupShown(popup));
  yield put(registerActions.submitFailed({ errors: formError(popup) }));
}

export function* verify(action: PayloadAction<{ tac: string }>) {
  const api: Api = yield* getApi();
  const phone: string | null = yield select(selectRegisterPhone);
  const res: SagaReturnType<Api['verify']> = yield call(callPublicApi, api.verify, { mobile_number: phone ?? '', tac: action.payload.tac });
  if (res.status_code === 200 && res.result) {
    yield call(signIn, res.result);
    yield put(registerActions.verifySucceeded());
    yield put(uiActions.popupShown(registeredPopup));
    return;
  }
  // Spec section 8 names 500; any other refusal of the code (400, expired, too many tries) reads the same.
  const popup = popupFor(res, { otherwise: wrongCodePopup });
  yield put(uiActions.popupShown(popup));
  yield put(registerActions.verifyFailed({ errors: formError(popup) }));
}

/** 'Resend Code': a new code to the same number; the countdown restarts only once it is sent. */
export function* resendCode() {
  const api: Api = yield* getApi();
  const phone: string | null = yield select(selectRegisterPhone);
  const res: SagaReturnType<Api['resendVerification']> = yield call(callPublicApi, api.resendVerification, {
    mobile_number: phone ?? '',
  });
  if (res.status_code === 200) {
    yield put(registerActions.resendSucceeded());
    return true;
  }
  yield put(registerActions.resendFailed());
  // The server's reason ('Please wait before requesting another code') helps more than a generic text.
  yield put(uiActions.popupShown(popupFor(res)));
  return false;
}

/** The code-entry page's countdown lives exactly as long as the page. */
export function* tacPage() {
  yield race({
    countdown: call(resendCountdown, registerActions, resendCode),
    left: take(registerActions.tacPageLeft.type),
  });
}

export default function* watchRegister() {
  yield takeLeading(registerActions.submitRequested.type, register);
  yield takeLeading(registerActions.verifyRequested.type, verify);
  yield takeLatest(registerActions.tacPageOpened.type, tacPage);
}
