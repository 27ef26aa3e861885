import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, join, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { UpdateProfileRequest } from '../../../../shared/contract/accounts';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { uiActions, type PopupRequest } from '../../../frame/uiSlice';
import { failurePopup, popupButtons } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals, type Refused } from '../../../frame/forms/refusal';
import { waitForProfile } from '../../../entities/profile/signIn';
import { profileActions } from '../../../entities/profile/slice';
import { editProfileActions } from './slice';

/** Where 'Back To Dashboard' and a saved profile lead. */
export const DASHBOARD_PATH = '/loyalty';

/** Spec section 8: object errors are stringified; no text at all reads 'Please try again.'. */
export function errorText(error: unknown): string | null {
  if (error === null || error === undefined || error === '') return null;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** A saved profile is confirmed on the dashboard it returns to, so the member knows it took. */
export const profileSavedPopup: PopupRequest = { icon: 'success', messageKey: 'editProfile.saved', buttons: [popupButtons.ok], dismissible: true };

/** Spec section 8: a refusal without any text reads 'Please try again.'. */
const tryAgainPopup = failurePopup({ messageKey: 'editProfile.tryAgainText' });

/**
 * The server's text goes to the popup and the form. Spec section 8: with a password change, a 400
 * means the current password was wrong; the message goes under that field, with no popup.
 */
function saveRefusals(changesPassword: boolean): FormRefusals {
  return {
    withoutText: tryAgainPopup,
    formError: 'popupText',
    fieldErrors: ({ status_code, error }: Refused) =>
      changesPassword && status_code === 400 ? { old_password: { key: 'editProfile.oldPasswordWrong', values: { error: error ?? '' } } } : null,
  };
}

export function* saveProfile(action: PayloadAction<UpdateProfileRequest>) {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['updateProfile']> = yield call(callApi, api.updateProfile, action.payload);
  if (res.status_code === 200) {
    const refreshed: Task = yield fork(waitForProfile);
    yield put(profileActions.fetchRequested());
    yield join(refreshed);
    yield put(editProfileActions.submitSucceeded());
    yield navigateTo(DASHBOARD_PATH);
    yield put(uiActions.popupShown(profileSavedPopup));
    return;
  }
  const refused: Refused = { status_code: res.status_code, error: errorText(res.error) };
  yield* refuseForm(refused, editProfileActions.submitFailed, saveRefusals(Boolean(action.payload.old_password)));
}

export default function* watchEditProfile() {
  yield takeLeading(editProfileActions.submitRequested.type, saveProfile);
}
