import { put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../../frame/callApi';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { PendingQueuePage } from '../../../../shared/contract/carelineCases';
import { pendingCalls, type PendingApi } from './api';
import { featureApi } from '../../app/featureApi';
import { serviceWorkActions } from '../../app/serviceWork/slice';
import { pendingActions, type PendingState } from './slice';
import { refusalText } from '../../app/refusalText';

export function* loadQueue(action: PayloadAction<{ workshop: string; page: number }>) {
  const api: PendingApi = yield* featureApi(pendingCalls);
  const query = { workshop: action.payload.workshop.trim() || undefined, page: action.payload.page };
  const res: Envelope<PendingQueuePage> = yield* callApi(api.pendingQueue, query);
  if (res.status_code === 200 && res.result) yield put(pendingActions.queueLoaded(res.result));
  else yield put(pendingActions.queueFailed(refusalText(res)));
}

/** A decided service leaves the queue: read the page again. */
export function* afterDecision() {
  const { status, workshop, page }: PendingState = yield select((state: { pendingQueue: PendingState }) => state.pendingQueue);
  if (status !== 'idle') yield put(pendingActions.queueRequested({ workshop, page }));
}

export default function* watchPending() {
  yield takeLatest(pendingActions.queueRequested.type, loadQueue);
  yield takeLatest(serviceWorkActions.decided.type, afterDecision);
}
