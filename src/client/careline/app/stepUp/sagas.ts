import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import { callApi, getApi } from '../../../frame/callApi';
import type { CarelineApi } from '../../api';
import { passkeyAnswer, refusalOf } from '../../features/account/sagas';
import type { PasskeyResponse } from '../../features/account/api';
import { stepUpActions } from './slice';

export function* stepUpWithCode(action: PayloadAction<string>) {
  const api: CarelineApi = yield* getApi();
  const res: SagaReturnType<CarelineApi['stepUp']> = yield* callApi(api.stepUp, { totp: action.payload.trim() });
  if (res.status_code === 200) {
    yield put(stepUpActions.confirmed());
    return;
  }
  yield put(stepUpActions.failed(refusalOf(res)));
}

export function* stepUpWithPasskey() {
  const api: CarelineApi = yield* getApi();
  const options: SagaReturnType<CarelineApi['stepUpOptions']> = yield* callApi(api.stepUpOptions);
  if (options.status_code !== 200 || !options.result) {
    yield put(stepUpActions.failed(refusalOf(options)));
    return;
  }
  const response: PasskeyResponse | null = yield* passkeyAnswer(false, options.result.options);
  if (!response) {
    yield put(stepUpActions.failed({ key: 'account.passkeyCancelled' }));
    return;
  }
  const res: SagaReturnType<CarelineApi['stepUp']> = yield* callApi(api.stepUp, { challenge_id: options.result.challenge_id, response });
  if (res.status_code === 200) {
    yield put(stepUpActions.confirmed());
    return;
  }
  yield put(stepUpActions.failed(refusalOf(res)));
}

/** The dialog's own saga, started with it (so it travels in the dialog's chunk). */
export default function* watchStepUp() {
  yield takeLeading(stepUpActions.codeRequested.type, stepUpWithCode);
  yield takeLeading(stepUpActions.passkeyRequested.type, stepUpWithPasskey);
}
