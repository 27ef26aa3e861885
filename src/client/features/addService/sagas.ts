import type { PayloadAction } from '@reduxjs/toolkit';
import { END, buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { loyaltyErrors, type Envelope, type SubmitServiceFields, type SubmitServiceResult } from '../../../shared/contract';
import { NETWORK_FAILURE_STATUS } from '../../../shared/contract/envelope';
import { SERVICE_POLL_INTERVAL_MS } from '../../../shared/loyalty/constants';
import type { Api } from '../../api';
import { callApi, getApi, refreshTokensOnce } from '../../app/callApi';
import { paths } from '../../app/paths';
import { uiActions, type PopupRequest } from '../../app/uiSlice';
import { FORM_ERROR } from '../../ui/form/formError';
import { failurePopup, popupButtons, serverErrorPopup } from '../../ui/form/popups';
import { withFestiveCampaignLink } from '../festiveCampaign/links';
import { selectFestiveCampaignOn } from '../festiveCampaign/slice';
import { readAccessToken } from '../session/cookies';
import { selectVehicleById, type VehicleEntity } from '../vehicles/slice';
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

export const receiptFormatPopup: PopupRequest = failurePopup({ messageKey: 'rules.receiptInvalid' }, popupButtons.ok);

const workshopInvalid = { key: 'rules.workshopIdInvalid' } as const;

function failureFor(res: Envelope<unknown>): PopupRequest {
  if (res.status_code === NETWORK_FAILURE_STATUS || !res.error) return serverErrorPopup;
  if (res.error === loyaltyErrors.receiptInvalid) return receiptFormatPopup;
  return failurePopup({ message: res.error }, popupButtons.ok);
}

function* safely<T>(effect: () => Generator<unknown, Envelope<T>, any>): Generator<unknown, Envelope<T>, any> {
  try {
    return yield* effect();
  } catch {
    return { status_code: NETWORK_FAILURE_STATUS, result: null, error: null };
  }
}

/** The blur check of step 1: only a 404 says the ID is wrong; a network failure says nothing yet. */
export function* checkWorkshop(action: PayloadAction<{ workshopId: string }>) {
  const api: Api = yield* getApi();
  const workshopId = action.payload.workshopId.trim();
  const res: SagaReturnType<Api['checkWorkshop']> = yield* safely(() => callApi(api.checkWorkshop, workshopId));
  if (res.status_code === 200 || res.status_code === 404) {
    yield put(addServiceActions.workshopChecked({ workshopId: action.payload.workshopId, valid: res.status_code === 200 }));
  }
}

type Validation = { fieldError: true } | { res: Envelope<unknown> };

function* validateFor(vehicle: VehicleEntity | undefined, workshopId: string, mileage: string): Generator<unknown, Validation, any> {
  const api: Api = yield* getApi();
  const check: SagaReturnType<Api['checkWorkshop']> = yield* safely(() => callApi(api.checkWorkshop, workshopId));
  if (check.status_code === 404) return { fieldError: true };
  const res: SagaReturnType<Api['initialValidate']> = yield* safely(() =>
    callApi(api.initialValidate, {
      workshop_id: workshopId,
      mileage,
      cycle_guid: vehicle?.cycle_guid ?? '',
      vehicle_guid: vehicle?.guid,
    }),
  );
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
  const popup = res.status_code === 410 ? ceasedGoBackPopup : failureFor(res);
  yield put(uiActions.popupShown(popup));
  yield put(addServiceActions.step1Failed({ errors: { [FORM_ERROR]: popup.message ?? { key: popup.messageKey ?? 'errors.generic' } } }));
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
  const popup = failureFor(outcome.res);
  yield put(addServiceActions.step1Failed({ errors: { newWorkshopId: popup.message ?? { key: popup.messageKey ?? 'errors.generic' } } }));
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

type UploadEvent = { progress: number } | { done: Envelope<SubmitServiceResult> };

/** The upload as events: progress fractions from XHR upload.onprogress, then the answer. */
export function uploadChannel(api: Api, fields: SubmitServiceFields, receipt: Blob, token: string): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    let open = true;
    api
      .submitService(fields, receipt, (progress) => open && emit({ progress }), token)
      .catch((): Envelope<SubmitServiceResult> => ({ status_code: NETWORK_FAILURE_STATUS, result: null, error: null }))
      .then((done) => {
        if (!open) return;
        emit({ done });
        emit(END);
      });
    return () => {
      open = false;
    };
    // Buffered: a fast upload can report before the saga is waiting, and no event may be lost.
  }, buffers.expanding<UploadEvent>(16));
}

/** One upload, its progress put into the slice as it goes. */
export function* uploadOnce(fields: SubmitServiceFields, receipt: Blob, token: string) {
  const api: Api = yield* getApi();
  const channel: EventChannel<UploadEvent> = yield call(uploadChannel, api, fields, receipt, token);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if ('done' in event) return event.done;
      yield put(addServiceActions.uploadProgressed(event.progress));
    }
  } finally {
    channel.close();
  }
}

/** Like `callApi`, for the upload: bearer from the cookie, one shared refresh and one retry on 401. */
export function* uploadReceipt(fields: SubmitServiceFields, receipt: Blob) {
  const token: string | null = yield call(readAccessToken);
  const first: Envelope<SubmitServiceResult> = yield call(uploadOnce, fields, receipt, token ?? '');
  if (first.status_code !== 401) return first;
  const refreshed: boolean = yield call(refreshTokensOnce);
  if (!refreshed) return first;
  const newToken: string | null = yield call(readAccessToken);
  const retried: Envelope<SubmitServiceResult> = yield call(uploadOnce, fields, receipt, newToken ?? '');
  return retried;
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
  const res: Envelope<SubmitServiceResult> = yield call(uploadReceipt, fields, action.payload.receipt);
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
  const popup = failureFor(res);
  yield put(uiActions.popupShown(popup));
  yield put(addServiceActions.submitFailed({ errors: { [FORM_ERROR]: popup.message ?? { key: popup.messageKey ?? 'errors.generic' } } }));
}

/**
 * Step 4: asks every 3.5 seconds whether the workshop has acted. 202 (and a failed call) go on
 * polling; 200 and 403 show their popup and stop; 410 (archived) and 404 stop quietly.
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
      return;
    }
    if (res.status_code === 403) {
      yield put(uiActions.popupShown(rejectedPopup));
      yield put(addServiceActions.pollEnded('rejected'));
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
