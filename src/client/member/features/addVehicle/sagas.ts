import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { AddVehicleRequest } from '../../../../shared/contract/loyalty';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { paths } from '../../app/paths';
import { uiActions, type PopupRequest } from '../../../frame/uiSlice';
import { FORM_ERROR } from '../../../frame/forms/formError';
import { failurePopup, popupButtons, popupFor, serverErrorPopup, successPopup, type PopupOverrides } from '../../../frame/forms/popups';
import { addVehicleActions } from './slice';

/** Spec 'Popup catalogue': add-vehicle. Shown over the dashboard, where the new card already is. */
export const vehicleAddedPopup: PopupRequest = successPopup('addVehicle.added', popupButtons.ok, true);

/** A 4xx (409 plate taken, 403 a fifth car) carries the server's own words; the rest reads as the generic failure. */
const addVehicleRefusals: PopupOverrides = {
  serverText: (message, status) => (status >= 400 && status < 500 ? failurePopup({ message }, popupButtons.ok) : serverErrorPopup),
};

export function* addVehicle(action: PayloadAction<AddVehicleRequest>) {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['addVehicle']> = yield call(callApi, api.addVehicle, action.payload);
  if (res.status_code === 200) {
    yield put(addVehicleActions.submitSucceeded());
    yield put(uiActions.popupShown(vehicleAddedPopup));
    // The dashboard loads the vehicles again when it opens, so the new card is there.
    yield navigateTo(paths.loyalty, { replace: true });
    return;
  }
  const popup = popupFor(res, addVehicleRefusals);
  yield put(uiActions.popupShown(popup));
  yield put(addVehicleActions.submitFailed({ errors: { [FORM_ERROR]: popup.message ?? { key: popup.messageKey ?? 'errors.generic' } } }));
}

export default function* watchAddVehicle() {
  // A double tap sends one vehicle.
  yield takeLeading(addVehicleActions.submitRequested.type, addVehicle);
}
