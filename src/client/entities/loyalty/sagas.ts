import { call, delay, put, select, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../member/api';
import { callApi, getApi } from '../../frame/callApi';
import { afterFirstPaint } from '../../frame/firstPaint';
import { logFailure } from '../../frame/log';
import { SPINNER_LINGER_MS } from '../../frame/timings';
import { normaliseLoyalty } from './normalise';
import { loyaltyActions } from './slice';

/** Read from the state as it is, not through the vehicles slice, which listens to this one's events. */
export const storedVehicleCount = (state: { vehicles: { ids: unknown[] } }) => state.vehicles.ids.length;

export function* fetchLoyalty() {
  // A page opened fresh shows the stored vehicles first, and the fresh ones follow its first paint;
  // with none stored they are asked for at once: the page has nothing to show until they come.
  const stored: number = yield select(storedVehicleCount);
  if (stored > 0) yield call(afterFirstPaint);
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getLoyalty']> = yield call(callApi, api.getLoyalty);
  if (res.status_code === 200) {
    yield put(loyaltyActions.fetchSucceeded(normaliseLoyalty(res.result)));
  } else {
    // Spec section 8: a failed vehicle lookup is only logged; the stored vehicles stay.
    yield put(loyaltyActions.fetchFailed({ status: res.status_code, error: res.error }));
    yield call(logFailure, 'loyalty', res.error ?? res.status_code);
  }
  yield delay(SPINNER_LINGER_MS);
  yield put(loyaltyActions.spinnerHidden());
}

export default function* watchLoyalty() {
  yield takeLatest(loyaltyActions.fetchRequested.type, fetchLoyalty);
}
