import { spawn } from 'redux-saga/effects';
import watchSession from '../features/session/sagas';
import watchProfile from '../features/profile/sagas';
import watchLogin from '../features/login/sagas';
import watchRegister from '../features/register/sagas';
import watchForgotPassword from '../features/forgotPassword/sagas';
import watchSurvey from '../features/survey/sagas';
import watchEditProfile from '../features/editProfile/sagas';
import watchLoyalty from '../features/dashboard/sagas';
import watchAddVehicle from '../features/addVehicle/sagas';
import watchNotifications from '../features/notifications/sagas';
import watchAddService from '../features/addService/sagas';
import watchServiceInfo from '../features/serviceInfo/sagas';
import watchUi from './uiSagas';

/** Each watcher is spawned: a crash in one feature leaves the others running. */
export const featureWatchers = [watchSession, watchProfile, watchUi, watchLogin, watchRegister, watchForgotPassword, watchSurvey, watchEditProfile, watchLoyalty, watchAddVehicle, watchNotifications, watchAddService, watchServiceInfo];

export default function* rootSaga() {
  for (const watcher of featureWatchers) {
    yield spawn(watcher);
  }
}
