import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../frame/callApi';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { SupportReplayOpened } from '../../../../shared/contract/carelineCases';
import { replayCalls, type ReplayApi } from './api';
import { featureApi } from '../../app/featureApi';
import type { SnapshotReading } from '../../../member/replay';
import { readFileText } from './files';
import { loadMemberKit } from './memberKit';
import { supportReplayActions } from './slice';
import { refusalText } from '../../app/refusalText';

/**
 * A file dropped on the replay page: read, recognised and migrated by the member app's own kit,
 * then its opening is recorded under the person (naming the member when the file holds their
 * number); only then is it replayed. A file the server could not record is not shown.
 */
export function* openReplayFile(action: PayloadAction<File>) {
  const file = action.payload;
  const kit: Awaited<ReturnType<typeof loadMemberKit>> = yield call(loadMemberKit);
  if (file.size > kit.MAX_SNAPSHOT_MB * 1024 * 1024) {
    yield put(supportReplayActions.unreadable({ code: 'tooLarge', maxMb: kit.MAX_SNAPSHOT_MB }));
    return;
  }
  let text: string;
  try {
    text = yield call(readFileText, file);
  } catch {
    yield put(supportReplayActions.unreadable({ code: 'unreadable' }));
    return;
  }
  const reading: SnapshotReading = yield call(kit.readSnapshot, text);
  if (!reading.ok) {
    yield put(supportReplayActions.unreadable(reading.problem));
    return;
  }
  const { snapshot } = reading;
  const mobile = snapshot.state.profile.mobile_number;
  const api: ReplayApi = yield* featureApi(replayCalls);
  const res: Envelope<SupportReplayOpened> = yield* callApi(api.openSupportReplay, {
    ...(/^\d+$/.test(mobile ?? '') ? { mobile_number: mobile } : {}),
    ...(snapshot.app_version ? { app_version: snapshot.app_version.slice(0, 100) } : {}),
    ...(snapshot.created_at ? { saved_at: snapshot.created_at.slice(0, 40) } : {}),
  });
  if (res.status_code !== 200 || !res.result) {
    yield put(supportReplayActions.refusedByServer(refusalText(res)));
    return;
  }
  yield put(supportReplayActions.opened({ snapshot, memberFound: res.result.member_found }));
}

/** Started by the replay page, so it travels in the page's chunk. */
export default function* watchSupportReplay() {
  yield takeLatest(supportReplayActions.fileChosen.type, openReplayFile);
}
