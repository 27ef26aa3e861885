import { call, delay, fork, getContext, race, select, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import type { BuildMeta } from '../../../shared/contract/buildMeta';
import type { Api } from '../../member/api';
import type { BackgroundPaused } from '../backgroundPause';
import { currentBuildId } from '../buildId';
import { getApi } from '../callApi';
import { now } from '../clock';
import { afterFirstPaint } from '../firstPaint';
import { appStarted } from '../events';
import { logFailure } from '../log';
import { alreadyReloadedFor, clearCacheStorage, isPageVisible, reloadPage, rememberReloadFor } from './browser';
import { forgetServiceWorker, newBuildWorkerTakesOver, registerServiceWorker } from './serviceWorker';

/** How often an open tab asks whether a newer build is out. */
export const BUILD_CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** A tab coming back into view checks at once, but not more often than this. */
export const BUILD_CHECK_MIN_GAP_MS = 60 * 1000;
/**
 * How long the new build's service worker may take to precache the build and take over before the
 * page gives up on it and reloads from the network instead (the member keeps working meanwhile).
 */
export const WORKER_TAKEOVER_LIMIT_MS = 60 * 1000;

/**
 * Spec section 4: when /meta.json names another build than the one running, reload into it.
 * The new build's service worker takes over first, so the reload opens the new build and it is
 * kept for offline use; when it cannot (no worker, or not in time), the worker and the caches go,
 * and the reload comes from the network. Answers whether the page is reloading.
 */
export function* checkForNewBuild() {
  const api: Api = yield* getApi();
  const meta: BuildMeta | null = yield call(api.getBuildMeta);
  const running: string = yield call(currentBuildId);
  if (!meta || meta.buildId === running) return false;
  const triedBefore: boolean = yield call(alreadyReloadedFor, meta.buildId);
  if (triedBefore) {
    // The reload came back with the old build: say so rather than reload forever.
    yield call(logFailure, 'build check', `still ${running} after reloading for ${meta.buildId}`);
    return false;
  }
  yield call(rememberReloadFor, meta.buildId);
  const { tookOver }: { tookOver?: boolean } = yield race({ tookOver: call(newBuildWorkerTakesOver), timedOut: delay(WORKER_TAKEOVER_LIMIT_MS) });
  if (!tookOver) {
    yield call(forgetServiceWorker);
    yield call(clearCacheStorage);
  }
  yield call(reloadPage);
  return true;
}

/** Emits each time the tab becomes visible again (the member comes back to it). */
export function visibilityChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onChange = () => {
      if (isPageVisible()) emit(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/**
 * Registers the service worker, then checks on start, on an interval and whenever the tab comes
 * back into view; paused during a support replay.
 */
export function* watchBuildVersion(paused: BackgroundPaused) {
  const replay: boolean | undefined = yield getContext('replay');
  if (replay) return;
  yield take(appStarted.type);
  yield call(afterFirstPaint);
  yield fork(registerServiceWorker);
  const visible: EventChannel<true> = yield call(visibilityChannel);
  let lastCheck = -Infinity;
  try {
    while (true) {
      const holding: boolean = yield select(paused);
      const at: number = yield call(now);
      if (!holding && at - lastCheck >= BUILD_CHECK_MIN_GAP_MS) {
        lastCheck = at;
        const reloading: boolean = yield call(checkForNewBuild);
        if (reloading) return;
      }
      yield race({ tick: delay(BUILD_CHECK_INTERVAL_MS), visible: take(visible) });
    }
  } finally {
    visible.close();
  }
}
