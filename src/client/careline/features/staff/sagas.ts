import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { CarelineInvitation, CarelineRole, CarelineStaff } from '../../../../shared/contract/careline';
import { featureApi } from '../../app/featureApi';
import { callCareline } from '../../app/stepUp/callCareline';
import { staffCalls, type StaffApi } from './api';
import { staffActions } from './slice';
import { refusalText } from '../../app/refusalText';

export function* loadStaff() {
  const api: StaffApi = yield* featureApi(staffCalls);
  const res: Envelope<CarelineStaff[]> = yield* callCareline(api.listStaff);
  if (res.status_code === 200 && res.result) yield put(staffActions.loaded(res.result));
  else yield put(staffActions.loadFailed(refusalText(res)));
}

/** A change to a person: through the step-up when the server asks for one; the person comes back as they now are. */
function* change(res: Envelope<CarelineStaff | CarelineInvitation>) {
  if (res.status_code !== 200 || !res.result) {
    yield put(staffActions.changeFailed(refusalText(res)));
    return;
  }
  const result = res.result;
  if ('enrolment_link' in result) yield put(staffActions.changed({ person: result.staff, link: result }));
  else yield put(staffActions.changed({ person: result }));
}

export function* invite(action: PayloadAction<{ email: string; role: CarelineRole }>) {
  const api: StaffApi = yield* featureApi(staffCalls);
  yield* change(yield* callCareline(api.invite, action.payload.email.trim(), action.payload.role));
}

export function* changeRole(action: PayloadAction<{ id: number; role: CarelineRole }>) {
  const api: StaffApi = yield* featureApi(staffCalls);
  yield* change(yield* callCareline(api.changeRole, action.payload.id, action.payload.role));
}

export function* deactivate(action: PayloadAction<number>) {
  const api: StaffApi = yield* featureApi(staffCalls);
  yield* change(yield* callCareline(api.deactivate, action.payload));
}

export function* reactivate(action: PayloadAction<number>) {
  const api: StaffApi = yield* featureApi(staffCalls);
  yield* change(yield* callCareline(api.reactivate, action.payload));
}

export function* resetSignIn(action: PayloadAction<number>) {
  const api: StaffApi = yield* featureApi(staffCalls);
  yield* change(yield* callCareline(api.resetSignIn, action.payload));
}

/** The staff screen's saga, started with the screen (it travels in its chunk). */
export default function* watchStaff() {
  yield takeLatest(staffActions.loadRequested.type, loadStaff);
  yield takeLeading(staffActions.inviteRequested.type, invite);
  yield takeLeading(staffActions.roleRequested.type, changeRole);
  yield takeLeading(staffActions.deactivateRequested.type, deactivate);
  yield takeLeading(staffActions.reactivateRequested.type, reactivate);
  yield takeLeading(staffActions.resetRequested.type, resetSignIn);
}
