import { FORM_ERROR } from '../../ui/form/formError';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { SurveyRequest } from '../../../shared/contract/accounts';
import { NETWORK_FAILURE_STATUS } from '../../../shared/contract/envelope';
import type { Api } from '../../api';
import { callApi, getApi } from '../../app/callApi';
import { navigateTo } from '../../app/navigation';
import { uiActions } from '../../app/uiSlice';
import { failurePopup, serverErrorPopup, successPopup } from '../../ui/form/popups';
import { surveyActions } from './slice';

export const AFTER_SURVEY = '/loyalty';

export const surveyThanksPopup = successPopup('survey.thanks', {
  labelKey: 'common.actions.goToDashboard',
  variant: 'primary',
  to: AFTER_SURVEY,
});

export function* submitSurvey(action: PayloadAction<SurveyRequest>) {
  const api: Api = yield* getApi();
  let res: SagaReturnType<Api['submitSurvey']>;
  try {
    res = yield call(callApi, api.submitSurvey, action.payload);
  } catch {
    res = { status_code: NETWORK_FAILURE_STATUS, result: null, error: null };
  }
  if (res.status_code === 200) {
    yield put(surveyActions.submitSucceeded());
    yield put(uiActions.popupShown(surveyThanksPopup));
    return;
  }
  // Spec section 8: the message comes from the response's error.
  const popup = res.status_code === NETWORK_FAILURE_STATUS || !res.error ? serverErrorPopup : failurePopup({ message: res.error });
  yield put(uiActions.popupShown(popup));
  yield put(surveyActions.submitFailed({ errors: { [FORM_ERROR]: popup.message ?? { key: 'errors.generic' } } }));
}

export function* skipSurvey() {
  yield navigateTo(AFTER_SURVEY, { replace: true });
}

export default function* watchSurvey() {
  yield takeLeading(surveyActions.submitRequested.type, submitSurvey);
  yield takeLeading(surveyActions.skipped.type, skipSurvey);
}
