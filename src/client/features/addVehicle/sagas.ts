import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { AddVehicleRequest } from '../../../shared/contract/loyalty';
import { NETWORK_FAILURE_STATUS } from '../../../shared/contract/envelope';
import type { Api } from '../../api';
import { callApi, getApi } from '../../app/callApi';
import { navigateTo } from '../../app/navigation';
import { paths } from '../../app/paths';
import { uiActions, type PopupRequest } from '../../app/uiSlice';
import { FORM_ERROR } from '../../ui/form/formError';
import { failurePopup, popupButtons, serverErrorPopup, successPopup } from '../../ui/form/popups';
import { addVehicleActions } from './slice';

/** Spec 'Popup catalogue': add-vehicle. Shown over the dashboard, where the new card already is. */
export const vehicleAddedPopup: PopupRequest = successPopup('addVehicle.added', popupButtons.ok, true);

/** 409 (plate taken) and 403 (a fifth car) carry the server's own words; the rest reads as the generic failure. */
export function addVehicleFailure(status: number, error: string | null): PopupRequest {
  if ((status === 409 || status === 403) && error) return failurePopup({ message: error }, popupButtons.ok);
  if (status === NETWORK_FAILURE_STATUS) return serverErrorPopup;
  return error && status >= 400 && status < 500 ? failurePopup({ message: error }, popupButtons.ok) : serverErrorPopup;
}

export function* addVehicle(action: PayloadAction<AddVehicleRequest>) {
  const api: Api = yield* getApi();
  let res: SagaReturnType<Api['addVehicle']>;
  try {
    res = yield call(callApi, api.addVehicle, action.payload);
  } catch {
    res = { status_code: NETWORK_FAILURE_STATUS, result: null, error: null };
  }
  if (res.status_code === 200) {
    yield put(addVehicleActions.submitSucceeded());
    yield put(uiActions.popupShown(vehicleAddedPopup));
    // The dashboard loads the vehicles again when it opens, so the new card is there.
    yield navigateTo(paths.loyalty, { replace: true });
    return;
  }
  const popup = addVehicleFailure(res.status_code, res.error);
  yield put(uiActions.popupShown(popup));
  yield put(addVehicleActions.submitFailed({ errors: { [FORM_ERROR]: popup.message ?? { key: popup.messageKey ?? 'errors.generic' } } }));
}

export default function* watchAddVehicle() {
  // A double tap sends one vehicle.
  yield takeLeading(addVehicleActions.submitRequested.type, addVehicle);
}
