import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { logFailure } from '../../../frame/log';
import { writeClipboard } from '../../../frame/clipboard';
import { referAndEarnActions, type CopyTarget } from './slice';

/** Spec section 9: the link-copy notice is cleared after 2.5 seconds. */
export const COPY_NOTICE_MS = 2500;

/** Copy, show 'Copied!', wait 2.5 seconds, clear; a new copy restarts the wait (takeLatest). */
export function* showCopyNotice(action: PayloadAction<{ text: string; target: CopyTarget }>) {
  const copied: boolean = yield call(writeClipboard, action.payload.text);
  if (!copied) return;
  yield put(referAndEarnActions.copyShown(action.payload.target));
  yield delay(COPY_NOTICE_MS);
  yield put(referAndEarnActions.copyCleared());
}

/** The member's rewards; a failed lookup is only logged, the page still shows the code. */
export function* loadRewards() {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getMgmRewards']> = yield call(callApi, api.getMgmRewards);
  if (res.status_code === 200) {
    yield put(referAndEarnActions.rewardsLoaded(res.result ?? []));
    return;
  }
  yield put(referAndEarnActions.rewardsFailed());
  yield call(logFailure, 'referral rewards', res.error ?? res.status_code);
}

export default function* watchReferAndEarn() {
  yield takeLatest(referAndEarnActions.copyRequested.type, showCopyNotice);
  yield takeLeading(referAndEarnActions.pageOpened.type, loadRewards);
}
