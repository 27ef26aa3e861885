import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../frame/callApi';
import { callCareline } from '../../app/stepUp/callCareline';
import { navigateTo } from '../../../frame/navigation';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { MemberCase, MobileChangeCodeResult } from '../../../../shared/contract/carelineCases';
import { caseCalls, type CaseApi } from './api';
import { featureApi } from '../../app/featureApi';
import { paths } from '../../app/paths';
import { serviceWorkActions } from '../../app/serviceWork/slice';
import { memberCaseActions, type MemberCaseState } from './slice';
import { refusalText } from '../../app/refusalText';

const openMobile = (state: { memberCase: MemberCaseState }) => state.memberCase.mobile;

export function* loadCase(action: PayloadAction<string>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const res: Envelope<MemberCase> = yield* callApi(api.openCase, action.payload);
  if (res.status_code === 200 && res.result) yield put(memberCaseActions.caseLoaded(res.result));
  else yield put(memberCaseActions.caseFailed(refusalText(res)));
}

/** After a change the case is read again, so the screen shows what the server now holds. */
function* done(mobile: string) {
  yield put(memberCaseActions.actionSucceeded());
  yield put(memberCaseActions.caseRequested(mobile));
}

export function* raiseAllowance(action: PayloadAction<{ mobile: string; maxVehicles: number }>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const res: Envelope<unknown> = yield* callApi(api.raiseAllowance, action.payload.mobile, action.payload.maxVehicles);
  if (res.status_code === 200) yield* done(action.payload.mobile);
  else yield put(memberCaseActions.actionFailed(refusalText(res)));
}

export function* releasePlate(action: PayloadAction<{ mobile: string; plate: string }>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const res: Envelope<unknown> = yield* callApi(api.releasePlate, action.payload.mobile, action.payload.plate);
  if (res.status_code === 200) yield* done(action.payload.mobile);
  else yield put(memberCaseActions.actionFailed(refusalText(res)));
}

export function* sendMobileCode(action: PayloadAction<{ mobile: string; newMobile: string }>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const res: Envelope<MobileChangeCodeResult> = yield* callCareline(api.sendMobileCode, action.payload.mobile, action.payload.newMobile);
  if (res.status_code !== 200) {
    yield put(memberCaseActions.actionFailed(refusalText(res)));
    return;
  }
  yield put(memberCaseActions.codeSent(action.payload.newMobile));
  yield put(memberCaseActions.actionSucceeded());
}

/** A confirmed change moves the case to the new number: its address changes with it. */
export function* confirmMobile(action: PayloadAction<{ mobile: string; newMobile: string; code: string }>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const { mobile, newMobile, code } = action.payload;
  const res: Envelope<{ mobile_number: string }> = yield* callCareline(api.confirmMobile, mobile, newMobile, code);
  if (res.status_code !== 200 || !res.result) {
    yield put(memberCaseActions.actionFailed(refusalText(res)));
    return;
  }
  yield put(memberCaseActions.actionSucceeded());
  yield navigateTo(paths.memberCase(res.result.mobile_number), { replace: true });
}

/** A service decided from the case: read the case again. */
export function* afterDecision() {
  const mobile: string | null = yield select(openMobile);
  if (mobile) yield put(memberCaseActions.caseRequested(mobile));
}

export default function* watchMemberCase() {
  yield takeLatest(memberCaseActions.caseRequested.type, loadCase);
  yield takeLeading(memberCaseActions.allowanceRequested.type, raiseAllowance);
  yield takeLeading(memberCaseActions.plateReleaseRequested.type, releasePlate);
  yield takeLeading(memberCaseActions.mobileCodeRequested.type, sendMobileCode);
  yield takeLeading(memberCaseActions.mobileConfirmRequested.type, confirmMobile);
  yield takeLatest(serviceWorkActions.decided.type, afterDecision);
}
