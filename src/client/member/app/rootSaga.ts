import { spawn } from 'redux-saga/effects';
import { frameWatchers } from '../../frame/rootSagas';
import watchProfile from '../../entities/profile/sagas';
import watchLoyalty from '../../entities/loyalty/sagas';
import watchNotifications from '../../entities/notifications/sagas';
import watchSupport from '../features/support/sagas';
import watchAppConfig from '../../entities/appConfig/sagas';
import watchAdTracking from '../features/adTracking/sagas';
import watchFestiveCampaign from '../features/festiveCampaign/sagas';
import watchPushOptIn from '../features/pushOptIn/sagas';

/**
 * Watchers the whole app needs from the start; each is spawned, so a crash in one feature leaves
 * the others running. A page's own saga starts with its page (useFeatureSaga in app/featureSaga.ts).
 */
export const featureWatchers = [...frameWatchers(), watchProfile, watchLoyalty, watchNotifications, watchSupport, watchAppConfig, watchAdTracking, watchFestiveCampaign, watchPushOptIn];

export default function* rootSaga() {
  for (const watcher of featureWatchers) {
    yield spawn(watcher);
  }
}
