import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { currentBuildId } from '../../../frame/buildId';
import { logFailure } from '../../../frame/log';
import { PERSIST_VERSION, persistedSlices } from '../../app/persist';
import { nowIso, readFileText, saveJsonFile } from './files';
import type { SnapshotReading } from './readSnapshot';
import { buildSnapshot, MAX_SNAPSHOT_MB, snapshotFileName, type SnapshotRoute, type SnapshotState, type SupportSnapshot } from './snapshot';
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

/** The file reader and its migrations travel with the replay page, not with every member's first screen. */
export function loadSnapshotReader(): Promise<typeof import('./readSnapshot')> {
  return import(/* webpackChunkName: "support-replay" */ './readSnapshot');
}

/** A file dropped on /support/replay: read, recognised, migrated, and replayed or refused with a reason. */
export function* loadReplayFile(action: PayloadAction<File>) {
  const file = action.payload;
  if (file.size > MAX_SNAPSHOT_MB * 1024 * 1024) {
    yield put(supportActions.replayFailed({ code: 'tooLarge', maxMb: MAX_SNAPSHOT_MB }));
    return;
  }
  let text: string;
  try {
    text = yield call(readFileText, file);
  } catch {
    yield put(supportActions.replayFailed({ code: 'unreadable' }));
    return;
  }
  const reader: typeof import('./readSnapshot') = yield call(loadSnapshotReader);
  const reading: SnapshotReading = yield call(reader.readSnapshot, text);
  if (reading.ok) yield put(supportActions.replayReady(reading.snapshot));
  else yield put(supportActions.replayFailed(reading.problem));
}

export default function* watchSupport() {
  yield takeLeading(supportActions.snapshotRequested.type, downloadSnapshot);
  yield takeLatest(supportActions.replayFileChosen.type, loadReplayFile);
}
