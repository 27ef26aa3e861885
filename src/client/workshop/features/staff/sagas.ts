import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { workshopAppErrors, type AddStaffRequest } from '../../../../shared/contract/workshopApp';
import { byEveryLanguage } from '../../../../shared/serverTexts';
import { callApi, getApi } from '../../../frame/callApi';
import { failurePopup, popupButtons, popupFor } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { logFailure } from '../../../frame/log';
import { uiActions } from '../../../frame/uiSlice';
import type { WorkshopApi } from '../../api';
import { writeClipboard } from '../../../frame/clipboard';
import { selectKey, staffActions } from './slice';

/** How long 'Copied' shows after the key is copied. */
export const COPIED_NOTICE_MS = 2500;

export const staffExistsPopup = failurePopup({ messageKey: 'workshop:staff.exists' }, popupButtons.ok);
export const staffIsMemberPopup = failurePopup({ messageKey: 'workshop:staff.isMember' }, popupButtons.ok);

const addRefusals: FormRefusals = {
  errors: { ...byEveryLanguage(workshopAppErrors.staffExists, staffExistsPopup), ...byEveryLanguage(workshopAppErrors.staffIsMember, staffIsMemberPopup) },
  formError: 'popupText',
};

export function* loadStaff() {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['listStaff']> = yield* callApi(api.listStaff);
  if (res.status_code === 200 && res.result) yield put(staffActions.listLoaded(res.result));
  else {
    yield call(logFailure, 'staff list', res.error ?? res.status_code);
    yield put(staffActions.listFailed());
  }
}

/** The new account's number is texted a code; the person sets their password with it. */
export function* addStaff(action: PayloadAction<AddStaffRequest>) {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['addStaff']> = yield* callApi(api.addStaff, action.payload);
  if (res.status_code === 200 && res.result) {
    yield put(staffActions.addSucceeded(res.result));
    yield put(uiActions.popupShown({ icon: 'success', messageKey: 'workshop:staff.added', values: { name: res.result.name }, buttons: [popupButtons.ok] }));
    return;
  }
  yield* refuseForm(res, staffActions.addFailed, addRefusals);
}

export function* removeStaff(action: PayloadAction<number>) {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['removeStaff']> = yield* callApi(api.removeStaff, action.payload);
  if (res.status_code === 200) {
    yield put(staffActions.removed(action.payload));
    return;
  }
  yield put(staffActions.removeFailed());
  yield put(uiActions.popupShown(popupFor(res)));
}

export function* rotateKey() {
  const api: WorkshopApi = yield* getApi();
  const res: SagaReturnType<WorkshopApi['rotateKey']> = yield* callApi(api.rotateKey);
  if (res.status_code === 200 && res.result) {
    yield put(staffActions.keyRotated(res.result.key));
    return;
  }
  yield put(staffActions.keyRotationFailed());
  yield put(uiActions.popupShown(popupFor(res)));
}

export function* copyKey() {
  const { value }: ReturnType<typeof selectKey> = yield select(selectKey);
  if (!value) return;
  const copied: boolean = yield call(writeClipboard, value);
  if (!copied) return;
  yield put(staffActions.keyCopied());
  yield delay(COPIED_NOTICE_MS);
  yield put(staffActions.keyCopyNoticeEnded());
}

export default function* watchStaff() {
  yield takeLatest(staffActions.listRequested.type, loadStaff);
  yield takeLeading(staffActions.addRequested.type, addStaff);
  yield takeLeading(staffActions.removeRequested.type, removeStaff);
  yield takeLeading(staffActions.keyRotationRequested.type, rotateKey);
  yield takeLatest(staffActions.keyCopyRequested.type, copyKey);
}
