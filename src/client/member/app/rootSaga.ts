import { call, spawn } from 'redux-saga/effects';
import watchSession from '../../frame/session/sagas';
import watchProfile from '../../entities/profile/sagas';
import watchLoyalty from '../../entities/loyalty/sagas';
import watchNotifications from '../../entities/notifications/sagas';
import watchSupport from '../features/support/sagas';
import { selectReplayActive } from '../features/support/slice';
import watchAppConfig from '../../entities/appConfig/sagas';
import watchAdTracking from '../features/adTracking/sagas';
import { watchBuildVersion } from '../../frame/buildCheck/buildVersion';
import { watchClientErrors } from '../../frame/errorReports/errorTransport';
import watchFestiveCampaign from '../features/festiveCampaign/sagas';
import { watchConnection } from '../../frame/connection/sagas';
import watchUi from '../../frame/uiSagas';
import watchPushOptIn from '../features/pushOptIn/sagas';

// The staff member's own app holds its build check and error reports while a member's replay runs over it.
function* watchBuildCheck() {
  yield call(watchBuildVersion, selectReplayActive);
}

function* watchErrorReports() {
  yield call(watchClientErrors, selectReplayActive);
}

/**
 * Watchers the whole app needs from the start; each is spawned, so a crash in one feature leaves
 * the others running. A page's own saga starts with its page (useFeatureSaga in app/featureSaga.ts).
 */
export const featureWatchers = [watchSession, watchProfile, watchUi, watchLoyalty, watchNotifications, watchSupport, watchAppConfig, watchBuildCheck, watchErrorReports, watchAdTracking, watchFestiveCampaign, watchConnection, watchPushOptIn];

export default function* rootSaga() {
  for (const watcher of featureWatchers) {
    yield spawn(watcher);
  }
}
