import { call, getContext, takeLatest } from 'redux-saga/effects';
import type { AppConfig } from '../../../../shared/contract/appConfig';
import { appConfigNow } from '../appConfig/sagas';
import { homeViewed } from '../../../frame/events';
import { loadGoogleTag, sendPageView } from './googleTag';

/** Spec section 2: the home page fires an ad-tracking page view, here only when a tracker is configured. */
export function* trackHomePageView() {
  const config: AppConfig | null = yield call(appConfigNow);
  const trackingId = config?.ad_tracking_id;
  if (!trackingId) return;
  yield call(loadGoogleTag, trackingId);
  yield call(sendPageView, trackingId, '/');
}

export default function* watchAdTracking() {
  const replay: boolean | undefined = yield getContext('replay');
  if (replay) return;
  yield takeLatest(homeViewed.type, trackHomePageView);
}
