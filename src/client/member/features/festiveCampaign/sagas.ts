import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { FestiveSubmitRequest } from '../../../../shared/contract/campaigns';
import { NETWORK_FAILURE_STATUS } from '../../../../shared/contract/envelope';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { appStarted } from '../../../frame/events';
import { navigateTo } from '../../../frame/navigation';
import { paths } from '../../app/paths';
import { uiActions, type PopupIcon, type PopupRequest } from '../../../frame/uiSlice';
import { popupButtons, popupFor, type PopupOverrides } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { festiveCampaignConfigActions } from '../../../entities/festiveCampaign/slice';
import { appConfigNow } from '../appConfig/sagas';
import type { AppConfig } from '../../../../shared/contract/appConfig';
import { festiveCampaignActions } from './slice';

/** The dashboard button of every outcome: the form is replaced in the history, so Back skips it. */
const toDashboard = { labelKey: 'common.actions.backToDashboard', variant: 'primary', action: festiveCampaignActions.dashboardRequested() } as const;

const outcome = (icon: PopupIcon, messageKey: string): PopupRequest => ({ icon, messageKey, buttons: [toDashboard], dismissible: false });

/** 412 on the check, 404 on submit: 'Please service your vehicle with {mascot} during the contest period…' */
export const serviceFirstPopup = outcome('info', 'festiveCampaign.outcome.serviceFirst');
/** 200 on submit. */
export const receivedPopup = outcome('success', 'festiveCampaign.outcome.received');
/** 412 on submit (already entered), and any other answer to the check. */
export const alreadyReceivedPopup = outcome('error', 'festiveCampaign.outcome.received');
/** Anything else on submit: the generic failure with Close. */
export const submitFailedPopup: PopupRequest = { icon: 'error', messageKey: 'errors.generic', buttons: [popupButtons.close] };

/** A failed network reads 'received your entries' too: the spec names no other popup here. */
const eligibilityRefusals: PopupOverrides = { 412: serviceFirstPopup, [NETWORK_FAILURE_STATUS]: alreadyReceivedPopup, otherwise: alreadyReceivedPopup };

/** Every outcome is one of our texts; the server's own never reaches the form. */
const entryRefusals: FormRefusals = {
  404: serviceFirstPopup,
  412: alreadyReceivedPopup,
  [NETWORK_FAILURE_STATUS]: submitFailedPopup,
  otherwise: submitFailedPopup,
  formError: 'ourText',
};

/** The campaign flag for the links to the form; a failed lookup leaves it off and is only logged. */
export function* loadFestiveConfig() {
  const config: AppConfig | null = yield call(appConfigNow);
  if (config?.festive_campaign) yield put(festiveCampaignConfigActions.loaded(config.festive_campaign));
}

/** Spec section 8: 200 opens the form; 412 'service your vehicle'; anything else 'received your entries'. */
export function* checkEligibility(action: PayloadAction<{ transactionId: string }>) {
  const { transactionId } = action.payload;
  // No service named: nothing was serviced that could take part, and there is nothing to ask.
  const refusal: PopupRequest | null = transactionId ? yield call(askEligibility, transactionId) : serviceFirstPopup;
  if (!refusal) return;
  yield put(festiveCampaignActions.closed());
  yield put(uiActions.popupShown(refusal));
}

/** Opens the form on 200; otherwise answers the popup that says why not. */
export function* askEligibility(transactionId: string): Generator<unknown, PopupRequest | null, any> {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getFestiveEligibility']> = yield call(callApi, api.getFestiveEligibility, transactionId);
  if (res.status_code === 200 && res.result) {
    yield put(festiveCampaignActions.eligible({ amount: res.result.amount, entry: res.result.entry }));
    return null;
  }
  return popupFor(res, eligibilityRefusals);
}

/** Spec section 8: 200 received (success), 404 'service your vehicle', 412 received (danger), else generic. */
export function* submitEntry(action: PayloadAction<FestiveSubmitRequest>) {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['submitFestiveEntry']> = yield call(callApi, api.submitFestiveEntry, action.payload);
  if (res.status_code === 200) {
    yield put(festiveCampaignActions.submitSucceeded());
    yield put(uiActions.popupShown(receivedPopup));
    return;
  }
  yield* refuseForm(res, (failure, popup) => festiveCampaignActions.submitFailed({ ...failure, closed: popup !== submitFailedPopup }), entryRefusals);
}

export function* goToDashboard() {
  yield navigateTo(paths.loyalty, { replace: true });
}

export default function* watchFestiveCampaign() {
  yield takeLeading(appStarted.type, loadFestiveConfig);
  yield takeLatest(festiveCampaignActions.pageOpened.type, checkEligibility);
  yield takeLeading(festiveCampaignActions.submitRequested.type, submitEntry);
  yield takeLeading(festiveCampaignActions.dashboardRequested.type, goToDashboard);
}
