import { call, put, takeEvery, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { logFailure } from '../../../frame/log';
import { sessionActions } from '../../../frame/session/slice';
import { readPushRefused, savePushRefused } from '../../../frame/storage';
import { pushDevice, requestPermission, subscribeDevice, unsubscribeDevice, type PushDevice } from './device';
import { pushOptInActions } from './slice';

/** Whether to offer push: the device allows it, it is not on yet, and the member never said no here. */
export function* checkOffer() {
  let device: PushDevice;
  try {
    device = yield call(pushDevice);
  } catch {
    device = 'unsupported';
  }
  const refused: boolean = yield call(readPushRefused);
  yield put(pushOptInActions.deviceKnown({ device, refused }));
}

/** The member's tap: the browser's prompt, then this device's subscription for the server's key, then the server keeps it. */
export function* optIn() {
  const permission: NotificationPermission = yield call(requestPermission);
  if (permission !== 'granted') {
    // A prompt refused or dismissed is the member's no: the offer goes, for good (decline).
    yield put(pushOptInActions.refused());
    return;
  }
  const api: Api = yield* getApi();
  const key: SagaReturnType<Api['getPushPublicKey']> = yield call(api.getPushPublicKey);
  if (key.status_code !== 200 || !key.result) {
    yield put(pushOptInActions.failed());
    yield call(logFailure, 'push public key', key.error ?? key.status_code);
    return;
  }
  let subscription: SagaReturnType<typeof subscribeDevice>;
  try {
    subscription = yield call(subscribeDevice, key.result.public_key);
  } catch (error) {
    yield put(pushOptInActions.failed());
    yield call(logFailure, 'push subscribe', error instanceof Error ? error.message : String(error));
    return;
  }
  const saved: SagaReturnType<Api['savePushSubscription']> = yield call(callApi, api.savePushSubscription, subscription);
  if (saved.status_code === 200) {
    yield put(pushOptInActions.subscribed());
  } else {
    yield put(pushOptInActions.failed());
    yield call(logFailure, 'push subscription', saved.error ?? saved.status_code);
  }
}

/** 'No thanks', or the prompt refused: remembered on this device, so the offer never comes back. */
export function* decline() {
  yield call(savePushRefused);
}

/** The server drops the subscription with the session at logout; the browser's goes too. */
export function* dropDeviceSubscription() {
  try {
    yield call(unsubscribeDevice);
  } catch (error) {
    yield call(logFailure, 'push unsubscribe', error instanceof Error ? error.message : String(error));
  }
}

export default function* watchPushOptIn() {
  yield takeLatest(pushOptInActions.offerChecked.type, checkOffer);
  yield takeLatest(pushOptInActions.optInClicked.type, optIn);
  yield takeEvery(pushOptInActions.refused.type, decline);
  yield takeEvery(sessionActions.loggedOut.type, dropDeviceSubscription);
}
