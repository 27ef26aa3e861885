import { call, put, select, take, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { AppConfig } from '../../../../shared/contract/appConfig';
import type { Api } from '../../api';
import { getApi } from '../../../frame/callApi';
import { afterFirstPaint } from '../../../frame/firstPaint';
import { logFailure } from '../../../frame/log';
import { appConfigActions, selectAppConfig, selectAppConfigStatus, type AppConfigState } from './slice';

export function* loadAppConfig() {
  yield call(afterFirstPaint);
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getAppConfig']> = yield call(api.getAppConfig);
  if (res.status_code === 200 && res.result) {
    yield put(appConfigActions.loaded(res.result));
    return;
  }
  yield put(appConfigActions.failed({ status: res.status_code }));
  yield call(logFailure, 'app config', res.error ?? res.status_code);
}

/**
 * The deployment's settings, asking the server only the first time (or again after a failure);
 * null when the server could not say, which every caller reads as 'off'.
 */
export function* appConfigNow() {
  const known: AppConfig | null = yield select(selectAppConfig);
  if (known) return known;
  const status: AppConfigState['status'] = yield select(selectAppConfigStatus);
  if (status !== 'loading') yield put(appConfigActions.requested());
  yield take([appConfigActions.loaded.type, appConfigActions.failed.type]);
  const loaded: AppConfig | null = yield select(selectAppConfig);
  return loaded;
}

export default function* watchAppConfig() {
  yield takeLeading(appConfigActions.requested.type, loadAppConfig);
}
