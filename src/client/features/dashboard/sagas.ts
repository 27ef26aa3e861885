import { call, delay, put, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { LoyaltyResult } from '../../../shared/contract/loyalty';
import type { Api } from '../../api';
import { callApi, getApi } from '../../app/callApi';
import { logFailure } from '../../app/log';
import { loyaltyActions, type LoyaltyLoaded } from './slice';

/** Spec sections 4 and 9: spinners hide 1 second after the data arrives. */
export const SPINNER_LINGER_MS = 1000;

/** GET /api/loyalty as the entity slices keep it: each vehicle points at its services by guid. */
export function normaliseLoyalty(result: LoyaltyResult | null): LoyaltyLoaded {
  const vehicles = result?.vehicles ?? [];
  return {
    vehicles: vehicles.map(({ services, ...vehicle }) => ({ ...vehicle, service_guids: (services ?? []).map((service) => service.guid) })),
    services: vehicles.flatMap((vehicle) => vehicle.services ?? []),
    maxVehicles: result?.max_vehicles ?? 4,
  };
}

export function* fetchLoyalty() {
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
