import { spawn } from 'redux-saga/effects';
import watchSession from '../features/session/sagas';
import watchProfile from '../features/profile/sagas';
import watchLoyalty from '../features/dashboard/sagas';
import watchNotifications from '../features/notifications/sagas';
import watchSupport from '../features/support/sagas';
import watchHousekeeping from '../features/housekeeping/sagas';
import watchFestiveCampaign from '../features/festiveCampaign/sagas';
import watchUi from './uiSagas';

/**
 * Watchers the whole app needs from the start; each is spawned, so a crash in one feature leaves
 * the others running. A page's own saga starts with its page (useFeatureSaga in app/featureSaga.ts).
 */
export const featureWatchers = [watchSession, watchProfile, watchUi, watchLoyalty, watchNotifications, watchSupport, watchHousekeeping, watchFestiveCampaign];

export default function* rootSaga() {
  for (const watcher of featureWatchers) {
    yield spawn(watcher);
  }
}
