import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeEvery, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { logFailure } from '../../../frame/log';
import { SPINNER_LINGER_MS } from '../../../frame/timings';
import { cyclesActions } from '../../../entities/cycles/slice';
import { servicesActions } from '../../../entities/services/slice';
import { selectCycleServicesStatus, selectOpenCycle, serviceInfoActions } from './slice';

/** GET /api/vehicle/{guid}/cycles: the history list, its spinner hidden a second after it arrives. */
export function* loadHistory(action: PayloadAction<{ vehicleGuid: string }>) {
  const { vehicleGuid } = action.payload;
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getVehicleCycles']> = yield call(callApi, api.getVehicleCycles, vehicleGuid);
  if (res.status_code === 200) {
    yield put(cyclesActions.historyLoaded({ vehicleGuid, cycles: res.result ?? [] }));
  } else {
    // Spec section 8: a failed cycles lookup is only logged.
    yield put(serviceInfoActions.historyFailed({ vehicleGuid }));
    yield call(logFailure, 'cycles', res.error ?? res.status_code);
  }
  yield delay(SPINNER_LINGER_MS);
  yield put(serviceInfoActions.historySpinnerHidden({ vehicleGuid }));
}

/** Tapping a cycle date opens it; its services load the first time (GET /api/cycle/{guid}/services). */
export function* openCycle(action: PayloadAction<{ cycleGuid: string }>) {
  const { cycleGuid } = action.payload;
  const open: string | null = yield select(selectOpenCycle);
  const status: string = yield select(selectCycleServicesStatus, cycleGuid);
  if (open !== cycleGuid || status === 'succeeded' || status === 'loading') return;
  yield put(serviceInfoActions.cycleServicesRequested({ cycleGuid }));
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getCycleServices']> = yield call(callApi, api.getCycleServices, cycleGuid);
  if (res.status_code === 200) {
    yield put(servicesActions.cycleServicesLoaded({ cycleGuid, services: res.result ?? [] }));
    return;
  }
  yield put(serviceInfoActions.cycleServicesFailed({ cycleGuid }));
  yield call(logFailure, 'cycle services', res.error ?? res.status_code);
}

export default function* watchServiceInfo() {
  yield takeLatest(serviceInfoActions.historyRequested.type, loadHistory);
  yield takeEvery(serviceInfoActions.cycleToggled.type, openCycle);
}
