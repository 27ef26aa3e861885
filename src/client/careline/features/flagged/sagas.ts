import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { OpsFlaggedPage } from '../../../../shared/contract/flags';
import { callApi } from '../../../frame/callApi';
import { featureApi } from '../../app/featureApi';
import { flaggedCalls, type FlaggedApi, type FlaggedQuery } from './api';
import { flaggedActions } from './slice';
import { refusalText } from '../../app/refusalText';

/** One page of the queue; a newer request replaces one still loading. */
export function* loadFlagged(action: PayloadAction<FlaggedQuery>) {
  const api: FlaggedApi = yield* featureApi(flaggedCalls);
  const res: Envelope<OpsFlaggedPage> = yield* callApi(api.flaggedQueue, action.payload);
  if (res.status_code === 200 && res.result) yield put(flaggedActions.queueLoaded(res.result));
  else yield put(flaggedActions.queueFailed(refusalText(res)));
}

/** A supervisor clears a flag they have looked into; a flag someone else cleared meanwhile leaves the queue too. */
export function* clearFlag(action: PayloadAction<string>) {
  const api: FlaggedApi = yield* featureApi(flaggedCalls);
  const res: Envelope<unknown> = yield* callApi(api.clearFlag, action.payload);
  if (res.status_code === 200 || res.status_code === 409) yield put(flaggedActions.flagCleared(action.payload));
  else yield put(flaggedActions.clearFailed({ id: action.payload, error: refusalText(res) }));
}

export default function* watchFlagged() {
  yield takeLatest(flaggedActions.queueRequested.type, loadFlagged);
  yield takeEvery(flaggedActions.clearRequested.type, clearFlag);
}
