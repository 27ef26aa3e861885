import { call, put, select, take, type SagaReturnType } from 'redux-saga/effects';
import type { AppConfig } from '../../../shared/contract/appConfig';
import type { Api } from '../../api';
import { getApi } from '../../app/callApi';
import { logFailure } from '../../app/log';
import { housekeepingActions, selectAppConfig, selectAppConfigStatus, type HousekeepingState } from './slice';

export function* loadAppConfig() {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getAppConfig']> = yield call(api.getAppConfig);
  if (res.status_code === 200 && res.result) {
    yield put(housekeepingActions.appConfigLoaded(res.result));
    return;
  }
  yield put(housekeepingActions.appConfigFailed({ status: res.status_code }));
  yield call(logFailure, 'app config', res.error ?? res.status_code);
}

/**
 * The deployment's settings, asking the server only the first time (or again after a failure);
 * null when the server could not say, which every caller reads as 'off'.
 */
export function* appConfigNow() {
  const known: AppConfig | null = yield select(selectAppConfig);
  if (known) return known;
  const status: HousekeepingState['appConfig']['status'] = yield select(selectAppConfigStatus);
  if (status !== 'loading') yield put(housekeepingActions.appConfigRequested());
  yield take([housekeepingActions.appConfigLoaded.type, housekeepingActions.appConfigFailed.type]);
  const loaded: AppConfig | null = yield select(selectAppConfig);
  return loaded;
}
