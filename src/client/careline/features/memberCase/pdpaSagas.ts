import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { saveFile } from '../../../frame/saveFile';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { FetchedFile } from '../../../frame/api/download';
import { caseCalls, type CaseApi } from './api';
import { featureApi } from '../../app/featureApi';
import { callCareline } from '../../app/stepUp/callCareline';
import { memberCaseActions } from './slice';
import { refusalText } from '../../app/refusalText';

/** PDPA access: the server's zip of everything held about the member, saved by the browser (step-up). */
export function* exportMember(action: PayloadAction<string>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const mobile = action.payload;
  const res: Envelope<FetchedFile> = yield* callCareline(api.exportMember, mobile);
  if (res.status_code !== 200 || !res.result) {
    yield put(memberCaseActions.actionFailed(refusalText(res)));
    return;
  }
  yield call(saveFile, res.result.blob, res.result.filename ?? `member-${mobile}.zip`);
  yield put(memberCaseActions.actionSucceeded());
}

/** PDPA removal (step-up): the case is not read again, as there is no member left to show. */
export function* removeMember(action: PayloadAction<string>) {
  const api: CaseApi = yield* featureApi(caseCalls);
  const res: Envelope<null> = yield* callCareline(api.removeMember, action.payload);
  if (res.status_code !== 200) {
    yield put(memberCaseActions.actionFailed(refusalText(res)));
    return;
  }
  yield put(memberCaseActions.memberRemoved(action.payload));
}

/** Started by the PDPA card, so these travel in the case page's chunk. */
export default function* watchPdpa() {
  yield takeLeading(memberCaseActions.exportRequested.type, exportMember);
  yield takeLeading(memberCaseActions.removalRequested.type, removeMember);
}
