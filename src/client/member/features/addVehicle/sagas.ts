import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { AddVehicleRequest } from '../../../../shared/contract/loyalty';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { paths } from '../../app/paths';
import { uiActions, type PopupRequest } from '../../../frame/uiSlice';
import { failurePopup, popupButtons, serverErrorPopup, successPopup } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { addVehicleActions } from './slice';

/** Spec 'Popup catalogue': add-vehicle. Shown over the dashboard, where the new card already is. */
export const vehicleAddedPopup: PopupRequest = successPopup('addVehicle.added', popupButtons.ok, true);

/** A 4xx (409 plate taken, 403 a fifth car) carries the server's own words, to the form too; the rest reads as the generic failure. */
const addVehicleRefusals: FormRefusals = {
  serverText: (message, status) => (status >= 400 && status < 500 ? failurePopup({ message }, popupButtons.ok) : serverErrorPopup),
  formError: 'popupText',
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
  yield* refuseForm(res, addVehicleActions.submitFailed, addVehicleRefusals);
}

export default function* watchAddVehicle() {
  // A double tap sends one vehicle.
  yield takeLeading(addVehicleActions.submitRequested.type, addVehicle);
}
