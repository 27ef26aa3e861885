import { all, call, debounce, delay, put, takeLatest, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Api } from '../../api';
import { getApi } from '../../../frame/callApi';
import { afterFirstPaint } from '../../../frame/firstPaint';
import { logFailure } from '../../../frame/log';
import { SPINNER_LINGER_MS } from '../../../frame/timings';
import { appConfigNow } from '../appConfig/sagas';
import { failureReason, getCurrentPosition } from './geolocation';
import { workshopLocatorActions } from './slice';
import { toLocatorWorkshops, type GeoPoint } from './workshops';

/** Suggestions follow the search box once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/** GET /api/workshop/active (public), with the spec's filtering done here too. */
export function* loadWorkshops() {
  // Opened fresh, the page's heading and map frame paint first, with its spinner, and the list follows.
  yield call(afterFirstPaint);
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['getActiveWorkshops']> = yield call(api.getActiveWorkshops);
  if (res.status_code === 200) {
    yield put(workshopLocatorActions.workshopsLoaded(toLocatorWorkshops(res.result ?? [])));
  } else {
    yield put(workshopLocatorActions.workshopsFailed({ status: res.status_code, error: res.error }));
    yield call(logFailure, 'workshops', res.error ?? res.status_code);
  }
  yield delay(SPINNER_LINGER_MS);
  yield put(workshopLocatorActions.spinnerHidden());
}

/**
 * The tile server is deployment configuration, in the app config the store keeps (asked once).
 * Without it the markers, popups and list still work; the next visit asks again.
 */
export function* loadMapTiles() {
  yield call(appConfigNow);
}

/** Asks the browser where the member is; a refusal becomes a message, never a crash. */
export function* locateMember() {
  try {
    const position: GeoPoint = yield call(getCurrentPosition);
    yield put(workshopLocatorActions.located(position));
  } catch (error) {
    yield put(workshopLocatorActions.locateFailed(failureReason(error)));
  }
}

/** Spec section 4: the map starts on the default centre, then moves to the member (as the locate-me button does). */
export function* openLocator() {
  yield put(workshopLocatorActions.locateRequested());
  yield all([call(loadMapTiles), call(loadWorkshops)]);
}

export function* applySearch(action: PayloadAction<string>) {
  yield put(workshopLocatorActions.searchApplied(action.payload));
}

export default function* watchWorkshopLocator() {
  yield takeLeading(workshopLocatorActions.opened.type, openLocator);
  yield takeLatest(workshopLocatorActions.locateRequested.type, locateMember);
  yield debounce(SEARCH_DEBOUNCE_MS, workshopLocatorActions.searchTyped.type, applySearch);
}
