import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { currentBuildId } from '../../../frame/buildId';
import { logFailure } from '../../../frame/log';
import { PERSIST_VERSION, persistedSlices } from '../../app/persist';
import { nowIso, saveJsonFile } from './files';
import { buildSnapshot, snapshotFileName, type SnapshotRoute, type SnapshotState, type SupportSnapshot } from './snapshot';
import { supportActions } from './slice';

const selectPersistedSlices = (state: SnapshotState): SnapshotState => {
  const slices: Record<string, unknown> = {};
  for (const name of persistedSlices) slices[name] = state[name];
  return slices as unknown as SnapshotState;
};

/** 'Download diagnostic file': the persisted state, redacted, as a versioned JSON file. */
export function* downloadSnapshot(action: PayloadAction<{ route: SnapshotRoute }>) {
  try {
    const state: SnapshotState = yield select(selectPersistedSlices);
    const appVersion: string = yield call(currentBuildId);
    const createdAt: string = yield call(nowIso);
    const snapshot: SupportSnapshot = yield call(buildSnapshot, { state, route: action.payload.route, version: PERSIST_VERSION, appVersion, createdAt });
    yield call(saveJsonFile, snapshotFileName(createdAt), snapshot);
    yield put(supportActions.snapshotSaved());
  } catch (error) {
    yield call(logFailure, 'diagnostic file', error);
    yield put(supportActions.snapshotFailed());
  }
}

export default function* watchSupport() {
  yield takeLeading(supportActions.snapshotRequested.type, downloadSnapshot);
}
