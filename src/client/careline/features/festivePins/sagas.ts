import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { OpsCampaignPinsRefusal, OpsCampaignPinsResult, OpsFestiveWaiting } from '../../../../shared/contract/campaigns';
import { REPORT_MAX_DAYS, type Report } from '../../../../shared/contract/reports';
import { addDays, malaysiaDay } from '../../../../shared/loyalty/days';
import { callApi } from '../../../frame/callApi';
import { now } from '../../../frame/clock';
import { featureApi } from '../../app/featureApi';
import { festivePinsCalls, type FestivePinsApi } from './api';
import { festivePinsActions, type PinFile } from './slice';
import { refusalText } from '../../app/refusalText';

/** The longest period a report reads, ending today (Malaysia time): what was loaded and given, and what is left now. */
export function stockPeriod(at: number): { from: string; to: string } {
  const to = malaysiaDay(new Date(at));
  return { from: addDays(to, -(REPORT_MAX_DAYS - 1)), to };
}

function* loadStock(api: FestivePinsApi) {
  const period: { from: string; to: string } = stockPeriod(yield call(now));
  const res: Envelope<Report<'pinStock'>> = yield* callApi(api.pinStock, period);
  if (res.status_code === 200 && res.result) yield put(festivePinsActions.stockLoaded(res.result.rows));
  else yield put(festivePinsActions.stockFailed(refusalText(res)));
}

function* loadWaiting(api: FestivePinsApi) {
  const res: Envelope<OpsFestiveWaiting> = yield* callApi(api.waitingEntries);
  if (res.status_code === 200 && res.result) yield put(festivePinsActions.waitingLoaded(res.result));
  else yield put(festivePinsActions.waitingFailed(refusalText(res)));
}

/** The stock and the entries waiting, side by side. */
export function* loadFestivePins() {
  const api: FestivePinsApi = yield* featureApi(festivePinsCalls);
  yield all([call(loadStock, api), call(loadWaiting, api)]);
}

/**
 * Sends the file's lines; the server loads them all or, for a bad line, none (its refusal lists
 * them). A load changes the stock and may serve waiting entries, so both are read again.
 */
export function* uploadPins(action: PayloadAction<PinFile>) {
  const api: FestivePinsApi = yield* featureApi(festivePinsCalls);
  const res: Envelope<OpsCampaignPinsResult> = yield* callApi(api.loadPins, action.payload.text);
  if (res.status_code !== 200 || !res.result) {
    const lines = res.status_code === 400 ? (res.result as OpsCampaignPinsRefusal | null) : null;
    yield put(festivePinsActions.uploadRefused({ error: refusalText(res), refusal: lines?.bad_lines ? lines : null }));
    return;
  }
  yield put(festivePinsActions.uploadLoaded(res.result));
  yield put(festivePinsActions.loadRequested());
}

export default function* watchFestivePins() {
  yield takeLatest(festivePinsActions.loadRequested.type, loadFestivePins);
  yield takeLeading(festivePinsActions.uploadRequested.type, uploadPins);
}
