import { put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../frame/callApi';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { MemberSearchHit } from '../../../../shared/contract/carelineCases';
import { searchCalls, type SearchApi } from './api';
import { featureApi } from '../../app/featureApi';
import { searchActions } from './slice';
import { refusalText } from '../../app/refusalText';

export function* search(action: PayloadAction<string>) {
  const api: SearchApi = yield* featureApi(searchCalls);
  const res: Envelope<MemberSearchHit[]> = yield* callApi(api.findMembers, action.payload.trim());
  if (res.status_code !== 200 || !res.result) {
    yield put(searchActions.searchFailed(refusalText(res)));
    return;
  }
  yield put(searchActions.searchSucceeded(res.result));
}

export default function* watchSearch() {
  // Latest: a new query replaces one still on its way.
  yield takeLatest(searchActions.searchRequested.type, search);
}
