import { spawn, takeLeading } from 'redux-saga/effects';
import { watchAdTracking } from './adTracking';
import { loadAppConfig } from './appConfig';
import { watchBuildVersion } from './buildVersion';
import { watchClientErrors } from './errorTransport';
import { housekeepingActions } from './slice';
import type { UpkeepPaused } from './upkeep';

/** The app's upkeep: run settings, the newer-build check, the log transport and the ad tracker, each on its own. */
export default function* watchHousekeeping(paused: UpkeepPaused) {
  yield spawn(watchBuildVersion, paused);
  yield spawn(watchClientErrors, paused);
  yield spawn(watchAdTracking);
  yield takeLeading(housekeepingActions.appConfigRequested.type, loadAppConfig);
}
