import { spawn, takeLeading } from 'redux-saga/effects';
import { watchAdTracking } from './adTracking';
import { loadAppConfig } from './appConfig';
import { watchBuildVersion } from './buildVersion';
import { watchClientErrors } from './errorTransport';
import { housekeepingActions } from './slice';

/** The app's upkeep: run settings, the newer-build check, the log transport and the ad tracker, each on its own. */
export default function* watchHousekeeping() {
  yield spawn(watchBuildVersion);
  yield spawn(watchClientErrors);
  yield spawn(watchAdTracking);
  yield takeLeading(housekeepingActions.appConfigRequested.type, loadAppConfig);
}
