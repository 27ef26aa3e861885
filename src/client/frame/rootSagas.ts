import { call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import type { BackgroundPaused } from './backgroundPause';
import { watchBuildVersion } from './buildCheck/buildVersion';
import { watchConnection } from './connection/sagas';
import { watchClientErrors } from './errorReports/errorTransport';
import watchSession from './session/sagas';
import watchUi from './uiSagas';

const neverPaused: BackgroundPaused = () => false;

/**
 * The frame's watchers an app runs from the start: the session, the language and popups, the build
 * check (which registers the app's worker), error reports and the connection. `paused` holds the
 * background calls (the member's support replay).
 */
export function frameWatchers(paused: BackgroundPaused = neverPaused): Saga[] {
  function* watchBuildCheck() {
    yield call(watchBuildVersion, paused);
  }
  function* watchErrorReports() {
    yield call(watchClientErrors, paused);
  }
  return [watchSession, watchUi, watchBuildCheck, watchErrorReports, watchConnection];
}

/** A root saga of the given watchers, each spawned, so a crash in one leaves the others running. */
export function rootSagaOf(watchers: Saga[]): Saga {
  return function* rootSaga() {
    for (const watcher of watchers) yield spawn(watcher);
  };
}
