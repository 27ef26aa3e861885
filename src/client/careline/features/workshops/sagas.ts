import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { CarelineWorkshop, NewWorkshopRequest } from '../../../../shared/contract/carelineWorkshops';
import type { OpsWorkshopKeyResult } from '../../../../shared/contract/loyalty';
import type { StaffAccount } from '../../../../shared/contract/workshopApp';
import { featureApi } from '../../app/featureApi';
import { callCareline } from '../../app/stepUp/callCareline';
import { workshopsCalls, type WorkshopsApi } from './api';
import { workshopsActions } from './slice';
import { refusalText } from '../../app/refusalText';

export function* search(action: PayloadAction<string>) {
  const api: WorkshopsApi = yield* featureApi(workshopsCalls);
  const res: Envelope<CarelineWorkshop[]> = yield* callCareline(api.listWorkshops, action.payload.trim());
  if (res.status_code === 200 && res.result) yield put(workshopsActions.loaded(res.result));
  else yield put(workshopsActions.loadFailed(refusalText(res)));
}

function* changed(res: Envelope<CarelineWorkshop>) {
  if (res.status_code === 200 && res.result) yield put(workshopsActions.changed(res.result));
  else yield put(workshopsActions.changeFailed(refusalText(res)));
}

export function* addWorkshop(action: PayloadAction<NewWorkshopRequest>) {
  const api: WorkshopsApi = yield* featureApi(workshopsCalls);
  yield* changed(yield* callCareline(api.addWorkshop, action.payload));
}

export function* ceaseWorkshop(action: PayloadAction<string>) {
  const api: WorkshopsApi = yield* featureApi(workshopsCalls);
  yield* changed(yield* callCareline(api.ceaseWorkshop, action.payload));
}

export function* createOwner(action: PayloadAction<{ workshopId: string; name: string; mobile_number: string }>) {
  const { workshopId, name, mobile_number } = action.payload;
  const api: WorkshopsApi = yield* featureApi(workshopsCalls);
  const res: Envelope<StaffAccount> = yield* callCareline(api.createOwner, workshopId, { name: name.trim(), mobile_number: mobile_number.trim() });
  if (res.status_code === 200 && res.result) yield put(workshopsActions.ownerCreated({ workshopId, name: res.result.name, mobile_number: res.result.mobile_number }));
  else yield put(workshopsActions.changeFailed(refusalText(res)));
}

export function* rotateKey(action: PayloadAction<string>) {
  const api: WorkshopsApi = yield* featureApi(workshopsCalls);
  const res: Envelope<OpsWorkshopKeyResult> = yield* callCareline(api.rotateKey, action.payload);
  if (res.status_code === 200 && res.result) yield put(workshopsActions.keyIssued({ workshopId: action.payload, key: res.result.key }));
  else yield put(workshopsActions.changeFailed(refusalText(res)));
}

/** The workshops screen's saga, started with the screen (it travels in its chunk). */
export default function* watchWorkshops() {
  yield takeLatest(workshopsActions.searched.type, search);
  yield takeLeading(workshopsActions.addRequested.type, addWorkshop);
  yield takeLeading(workshopsActions.ceaseRequested.type, ceaseWorkshop);
  yield takeLeading(workshopsActions.ownerRequested.type, createOwner);
  yield takeLeading(workshopsActions.keyRequested.type, rotateKey);
}
