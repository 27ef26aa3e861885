import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { loyaltyErrors, type Envelope, type SubmitServiceFields } from '../../../../shared/contract';
import { byEveryLanguage } from '../../../../shared/serverTexts';
import { SERVICE_POLL_INTERVAL_MS } from '../../../../shared/loyalty/constants';
import type { Api } from '../../api';
import { callApi, callApiWithProgress, getApi } from '../../../frame/callApi';
import { festiveCampaignPath, paths } from '../../app/paths';
import { uiActions, type PopupRequest } from '../../../frame/uiSlice';
import { failurePopup, popupButtons } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { selectFestiveCampaignOn } from '../../../entities/festiveCampaign/slice';
import { notificationsActions } from '../../../entities/notifications/slice';
import { selectVehicleById, type VehicleEntity } from '../../../entities/vehicles/slice';
import { addServiceActions, selectWizard, type AddServiceState, type Step1Values, type SubmitRequested } from './slice';

const backToDashboard = { labelKey: 'common.actions.backToDashboard', variant: 'primary', to: paths.loyalty } as const;

/** 200 with nothing owed, or the free bottle itself was verified. */
export const approvedPopup = (plate: string): PopupRequest => ({
  icon: 'success',
  messageKey: 'addService.poll.approved',
  values: { plate },
  buttons: [backToDashboard],
  dismissible: false,
});

/** 200 and this verification earned the free bottle: the variants to choose from. */
export const freeOilEarnedPopup = (variants: string[]): PopupRequest => ({
  icon: 'success',
  messageKey: 'addService.poll.freeOil',
  values: { variants: variants.join(' OR ') },
  buttons: [backToDashboard],
  dismissible: false,
});

export const rejectedPopup: PopupRequest = {
  icon: 'error',
  messageKey: 'addService.poll.rejected',
  buttons: [{ labelKey: 'addService.poll.goToInbox', variant: 'primary', to: paths.inbox }],
  dismissible: false,
};

/** 410 when no workshop was set before: nothing to replace, so the member goes back. */
export const ceasedGoBackPopup: PopupRequest = {
  icon: 'warning',
  messageKey: 'addService.ceased.message',
  buttons: [{ labelKey: 'addService.goBack', variant: 'primary' }],
};

/** While the festive campaign runs, a paid service's approval also leads to the campaign form of that service. */
export function withFestiveCampaignLink(popup: PopupRequest, transactionCode: string): PopupRequest {
  return {
    ...popup,
    buttons: [...popup.buttons, { labelKey: 'addService.poll.joinFestiveCampaign', variant: 'secondary', to: festiveCampaignPath(transactionCode) }],
  };
}

export const receiptFormatPopup: PopupRequest = failurePopup({ messageKey: 'rules.receiptInvalid' }, popupButtons.ok);

const workshopInvalid = { key: 'rules.workshopIdInvalid' } as const;

/** The server's own text with OK (spec section 8: 'a popup with the server's error text'), kept by the form too. */
const refusals: FormRefusals = {
  errors: byEveryLanguage(loyaltyErrors.receiptInvalid, receiptFormatPopup),
  serverText: (message) => failurePopup({ message }, popupButtons.ok),
  formError: 'popupText',
};

/** Step 1 names the workshop the member had: a 410 without one sends the member back. */
const step1Refusals: FormRefusals = { ...refusals, 410: ceasedGoBackPopup };

/** The ceased-workshop popup's own field: a refusal goes under the new ID, the popup being open already. */
const newWorkshopRefusals: FormRefusals = { ...refusals, field: 'newWorkshopId' };

/** The blur check of step 1: only a 404 says the ID is wrong; a network failure says nothing yet. */
export function* checkWorkshop(action: PayloadAction<{ workshopId: string }>) {
  const api: Api = yield* getApi();
  const workshopId = action.payload.workshopId.trim();
  const res: SagaReturnType<Api['checkWorkshop']> = yield call(callApi, api.checkWorkshop, workshopId);
  if (res.status_code === 200 || res.status_code === 404) {
    yield put(addServiceActions.workshopChecked({ workshopId: action.payload.workshopId, valid: res.status_code === 200 }));
  }
}

type Validation = { fieldError: true } | { res: Envelope<unknown> };

function* validateFor(vehicle: VehicleEntity | undefined, workshopId: string, mileage: string): Generator<unknown, Validation, any> {
  const api: Api = yield* getApi();
  const check: SagaReturnType<Api['checkWorkshop']> = yield call(callApi, api.checkWorkshop, workshopId);
  if (check.status_code === 404) return { fieldError: true };
  const res: SagaReturnType<Api['initialValidate']> = yield call(callApi, api.initialValidate, {
    workshop_id: workshopId,
    mileage,
    cycle_guid: vehicle?.cycle_guid ?? '',
    vehicle_guid: vehicle?.guid,
  });
  return { res };
}

/**
 * Step 1's Next: the workshop must exist, then POST intial-validate decides. 410: the cycle's
 * workshop ceased; a member who had one is asked for a new ID, others go back. 500: its text.
 */
export function* validateStep1(action: PayloadAction<Step1Values>) {
  const wizard: AddServiceState = yield select(selectWizard);
  const vehicle: VehicleEntity | undefined = yield select(selectVehicleById, wizard.vehicleGuid ?? '');
  const workshopId = action.payload.workshopId.trim();
  const outcome: Validation = yield call(validateFor, vehicle, workshopId, action.payload.mileage);
  if ('fieldError' in outcome) {
    yield put(addServiceActions.workshopChecked({ workshopId: action.payload.workshopId, valid: false }));
    yield put(addServiceActions.step1Failed({ errors: { workshopId: workshopInvalid } }));
    return;
  }
  const { res } = outcome;
  if (res.status_code === 200) {
    yield put(addServiceActions.step1Passed());
    return;
  }
  if (res.status_code === 410 && vehicle?.workshop_id) {
    yield put(addServiceActions.workshopCeased());
    return;
  }
  yield* refuseForm(res, addServiceActions.step1Failed, step1Refusals);
}

/** The ceased-workshop popup's new ID: checked and validated like step 1, then sent as new_workshop_id. */
export function* validateNewWorkshop(action: PayloadAction<{ newWorkshopId: string }>) {
  const wizard: AddServiceState = yield select(selectWizard);
  const vehicle: VehicleEntity | undefined = yield select(selectVehicleById, wizard.vehicleGuid ?? '');
  const outcome: Validation = yield call(validateFor, vehicle, action.payload.newWorkshopId.trim(), wizard.details.mileage);
  if ('fieldError' in outcome) {
    yield put(addServiceActions.step1Failed({ errors: { newWorkshopId: workshopInvalid } }));
    return;
  }
  if (outcome.res.status_code === 200) {
    yield put(addServiceActions.step1Passed());
    return;
  }
  yield* refuseForm(outcome.res, addServiceActions.step1Failed, newWorkshopRefusals);
}

export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a site served over plain HTTP still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Step 3's submit: multipart with the receipt and the run's submission_id. */
export function* submitService(action: PayloadAction<SubmitRequested>) {
  const wizard: AddServiceState = yield select(selectWizard);
  // A tap that lands after the answer: the service exists, step 4 shows it.
  if (wizard.step !== 3) return;
  let submissionId = wizard.submissionId;
  if (!submissionId) {
    submissionId = (yield call(newSubmissionId)) as string;
    yield put(addServiceActions.submissionIdCreated(submissionId));
  }
  const { details } = wizard;
  const fields: SubmitServiceFields = {
    vehicle_guid: wizard.vehicleGuid ?? '',
    current_mileage: details.mileage,
    workshop_id: details.workshopId.trim(),
    new_workshop_id: details.newWorkshopId.trim(),
    oil: details.oilCode,
    total_bottle: details.quantity ?? 1,
    submission_id: submissionId,
  };
  const api: Api = yield* getApi();
  // The member's Cancel wins the race, which cancels the upload and aborts its request. Whether or
  // not the server got it all, SUBMIT again sends the same submission_id: one service either way.
  const { res }: { res?: SagaReturnType<Api['submitService']> } = yield race({
    res: call(callApiWithProgress, addServiceActions.uploadProgressed, api.submitService, fields, action.payload.receipt),
    cancelled: take(addServiceActions.uploadCancelRequested.type),
  });
  if (!res) {
    yield put(addServiceActions.uploadCancelled());
    return;
  }
  if (res.status_code === 200 && res.result) {
    yield put(
      addServiceActions.submitSucceeded({
        ...res.result,
        workshopId: details.newWorkshopId.trim() || details.workshopId.trim(),
        mileage: details.mileage,
        quantity: details.quantity ?? 1,
        oilCode: details.oilCode,
      }),
    );
    return;
  }
  yield* refuseForm(res, addServiceActions.submitFailed, refusals);
}

/**
 * Step 4: asks every 3.5 seconds whether the workshop has acted. 202 (and a failed call) go on
 * polling; 200 and 403 show their popup, reload the inbox (the workshop's verdict wrote a message,
 * so the header's unread count grows without a reload) and stop; 410 (archived) and 404 stop quietly.
 */
export function* pollService(transactionCode: string, plate: string, freeOil: boolean) {
  const api: Api = yield* getApi();
  while (true) {
    const res: SagaReturnType<Api['checkService']> = yield call(callApi, api.checkService, transactionCode);
    if (res.status_code === 200) {
      const variants = res.result?.free_oil ?? [];
      const popup = !freeOil && variants.length > 0 ? freeOilEarnedPopup(variants) : approvedPopup(plate);
      // While the festive campaign runs, a paid service's popup also leads to its campaign form.
      const festiveOn: boolean = yield select(selectFestiveCampaignOn);
      yield put(uiActions.popupShown(festiveOn && !freeOil ? withFestiveCampaignLink(popup, transactionCode) : popup));
      yield put(addServiceActions.pollEnded('verified'));
      yield put(notificationsActions.fetchRequested());
      return;
    }
    if (res.status_code === 403) {
      yield put(uiActions.popupShown(rejectedPopup));
      yield put(addServiceActions.pollEnded('rejected'));
      yield put(notificationsActions.fetchRequested());
      return;
    }
    if (res.status_code === 410 || res.status_code === 404) {
      yield put(addServiceActions.pollEnded('stopped'));
      return;
    }
    yield delay(SERVICE_POLL_INTERVAL_MS);
  }
}

/** The poll lives as long as step 4 is on screen: leaving the page wins the race and cancels it. */
export function* watchStep4(action: PayloadAction<{ transactionCode: string; plate: string; freeOil: boolean }>) {
  const { transactionCode, plate, freeOil } = action.payload;
  yield race({
    poll: call(pollService, transactionCode, plate, freeOil),
    left: take(addServiceActions.pageLeft.type),
  });
}

export default function* watchAddService() {
  yield takeLatest(addServiceActions.workshopCheckRequested.type, checkWorkshop);
  yield takeLeading(addServiceActions.step1Submitted.type, validateStep1);
  yield takeLeading(addServiceActions.newWorkshopSubmitted.type, validateNewWorkshop);
  // A double tap on Submit sends once; a retry after a failure reuses the run's submission_id.
  yield takeLeading(addServiceActions.submitRequested.type, submitService);
  yield takeLatest(addServiceActions.qrShown.type, watchStep4);
}
