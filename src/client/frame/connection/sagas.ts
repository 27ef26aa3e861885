import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { browserSaysOnline, connectionChannel } from './browser';
import { connectionActions } from './slice';

/** How long 'You're back online' stays before the notice goes. */
export const BACK_ONLINE_NOTICE_MS = 4000;

/**
 * Follows the browser's word on the connection for the small notice at the top of every page:
 * 'You're offline' while it lasts, then 'You're back online' for a few seconds. Forms are not
 * touched: what the member typed stays in them either way.
 */
export function* watchConnection() {
  const channel: EventChannel<boolean> = yield call(connectionChannel);
  try {
    let online: boolean = yield call(browserSaysOnline);
    if (!online) yield put(connectionActions.wentOffline());
    while (true) {
      const next: boolean = yield take(channel);
      if (next === online) continue;
      online = next;
      if (!online) {
        yield put(connectionActions.wentOffline());
        continue;
      }
      yield put(connectionActions.cameBackOnline());
      const { wentOffline } = yield race({ shown: delay(BACK_ONLINE_NOTICE_MS), wentOffline: take(channel) });
      if (wentOffline === false) {
        online = false;
        yield put(connectionActions.wentOffline());
      } else {
        yield put(connectionActions.backOnlineNoticeEnded());
      }
    }
  } finally {
    channel.close();
  }
}
