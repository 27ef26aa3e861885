import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi, getApi } from '../../../frame/callApi';
import type { FetchedFile } from '../../../frame/api/download';
import type { CarelineApi } from '../../api';
import type { Envelope } from '../../../../shared/contract/envelope';
import { serviceWorkActions } from './slice';
import { refusalText } from '../refusalText';

export const objectUrlOf = (blob: Blob) => URL.createObjectURL(blob);

export function* loadReceipt(action: PayloadAction<{ code: string; path: string }>) {
  const api: CarelineApi = yield* getApi();
  const res: Envelope<FetchedFile> = yield* callApi(api.fetchFile, action.payload.path, {});
  if (res.status_code !== 200 || !res.result) {
    yield put(serviceWorkActions.receiptFailed({ code: action.payload.code, error: refusalText(res) }));
    return;
  }
  const url: string = yield call(objectUrlOf, res.result.blob);
  yield put(serviceWorkActions.receiptLoaded({ code: action.payload.code, url, type: res.result.type }));
}

export function* verify(action: PayloadAction<{ code: string }>) {
  const api: CarelineApi = yield* getApi();
  const res: Envelope<unknown> = yield* callApi(api.verifyService, action.payload.code);
  if (res.status_code === 200) yield put(serviceWorkActions.decided({ code: action.payload.code, outcome: 'verified' }));
  else yield put(serviceWorkActions.decisionFailed({ code: action.payload.code, error: refusalText(res) }));
}

export function* reject(action: PayloadAction<{ code: string; reason: string }>) {
  const api: CarelineApi = yield* getApi();
  const res: Envelope<unknown> = yield* callApi(api.rejectService, action.payload.code, action.payload.reason);
  if (res.status_code === 200) yield put(serviceWorkActions.decided({ code: action.payload.code, outcome: 'rejected' }));
  else yield put(serviceWorkActions.decisionFailed({ code: action.payload.code, error: refusalText(res) }));
}

export default function* watchServiceWork() {
  yield takeEvery(serviceWorkActions.receiptRequested.type, loadReceipt);
  // Leading: a double click verifies once.
  yield takeLeading(serviceWorkActions.verifyRequested.type, verify);
  yield takeLeading(serviceWorkActions.rejectRequested.type, reject);
}
