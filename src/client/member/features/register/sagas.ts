import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { accountErrors } from '../../../../shared/contract/accounts';
import type { Api } from '../../api';
import { callPublicApi, getApi } from '../../../frame/callApi';
import { registrationCompleted } from '../../../frame/events';
import { navigateTo } from '../../../frame/navigation';
import { selectLanguage, uiActions } from '../../../frame/uiSlice';
import type { Language } from '../../../../shared/language';
import { byEveryLanguage } from '../../../../shared/serverTexts';
import { failurePopup, popupButtons, serverErrorPopup, successPopup } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { codePage, offerOf, type CodePageFlow } from '../../../frame/forms/codePage';
import { isVoidedCode } from '../../../frame/forms/voidedCode';
import { signIn } from '../../../entities/profile/signIn';
import { registerActions, selectRegisterOffer, selectRegisterPhone, type RegistrationRequest } from './slice';

export const TAC_PATH = '/register/tac-number';
export const SURVEY_PATH = '/register/survey';

export const notEndConsumerPopup = failurePopup({ messageKey: 'register.notEndConsumer' }, popupButtons.ok);
export const mobileRegisteredPopup = failurePopup({ messageKey: 'register.mobileRegistered' }, popupButtons.ok);
export const captchaRejectedPopup = failurePopup({ messageKey: 'rules.captchaRequired' }, popupButtons.ok);
export const wrongCodePopup = failurePopup({ messageKey: 'register.wrongCode' });
/** A code past its 10 minutes, or after five wrong tries: say so, and how to get a new one. */
export const codeNoLongerValidPopup = failurePopup({ messageKey: 'register.codeNoLongerValid' }, popupButtons.ok);
const voidedCode = { ...byEveryLanguage(accountErrors.codeExpired, codeNoLongerValidPopup), ...byEveryLanguage(accountErrors.tooManyTries, codeNoLongerValidPopup) };
/** The survey comes once the member has read the welcome; the popup outlives the code page. */
export const registeredPopup = successPopup('register.registered', { labelKey: 'register.continue', variant: 'primary', to: SURVEY_PATH });

/** Every refusal is one of our texts; the server's own never reaches the form. */
const registrationRefusals: FormRefusals = {
  // A refused captcha is a 400 too; it is not the end-consumer refusal.
  errors: byEveryLanguage(accountErrors.captcha, captchaRejectedPopup),
  400: notEndConsumerPopup,
  409: mobileRegisteredPopup,
  otherwise: serverErrorPopup,
  formError: 'ourText',
};

/** Spec section 8 names 500: a wrong code; one that can no longer work says how to get a new one. */
const verifyRefusals: FormRefusals = { errors: voidedCode, otherwise: wrongCodePopup, formError: 'ourText' };

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
    // The number may have a live code already (no new text went out): the code page says so and counts down from retry_after.
    const offer = offerOf(res);
    if (offer) yield put(registerActions.codeOffered(offer));
    yield navigateTo(TAC_PATH, { state: { register_phone: body.mobile_number } });
    return;
  }
  yield* refuseForm(res, registerActions.submitFailed, registrationRefusals);
}

export function* verify(action: PayloadAction<{ tac: string }>) {
  const api: Api = yield* getApi();
  const phone: string | null = yield select(selectRegisterPhone);
  const res: SagaReturnType<Api['verify']> = yield call(callPublicApi, api.verify, { mobile_number: phone ?? '', tac: action.payload.tac });
  if (res.status_code === 200 && res.result) {
    yield call(signIn, res.result);
    yield put(registrationCompleted());
    yield put(uiActions.popupShown(registeredPopup));
    return;
  }
  yield* refuseForm(res, registerActions.verifyFailed, verifyRefusals);
  if (isVoidedCode(res)) yield put(registerActions.codeVoided());
}

/** A new code to the same number. */
export function* askForCode(): Generator<unknown, SagaReturnType<Api['resendVerification']>, any> {
  const api: Api = yield* getApi();
  const phone: string | null = yield select(selectRegisterPhone);
  return yield call(callPublicApi, api.resendVerification, { mobile_number: phone ?? '' });
}

export const registerCodePage: CodePageFlow<void, unknown> = {
  actions: registerActions,
  ask: askForCode,
  sent: () => registerActions.resendSucceeded(),
  // The server's reason ('Please wait before requesting another code') helps more than a generic text.
  refusals: { formError: 'popupText' },
  selectOffer: selectRegisterOffer,
};

export function* tacPage() {
  yield call(codePage<void, unknown>, registerCodePage);
}

export default function* watchRegister() {
  yield takeLeading(registerActions.submitRequested.type, register);
  yield takeLeading(registerActions.verifyRequested.type, verify);
  yield takeLatest(registerActions.tacPageOpened.type, tacPage);
}
