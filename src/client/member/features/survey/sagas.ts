import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading, type SagaReturnType } from 'redux-saga/effects';
import type { SurveyRequest } from '../../../../shared/contract/accounts';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { uiActions } from '../../../frame/uiSlice';
import { successPopup } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { surveyActions } from './slice';

export const AFTER_SURVEY = '/loyalty';

export const surveyThanksPopup = successPopup('survey.thanks', {
  labelKey: 'common.actions.goToDashboard',
  variant: 'primary',
  to: AFTER_SURVEY,
});

/** Spec section 8: the message comes from the response's error, and the form keeps it too. */
const surveyRefusals: FormRefusals = { formError: 'popupText' };

export function* submitSurvey(action: PayloadAction<SurveyRequest>) {
  const api: Api = yield* getApi();
  const res: SagaReturnType<Api['submitSurvey']> = yield call(callApi, api.submitSurvey, action.payload);
  if (res.status_code === 200) {
    yield put(surveyActions.submitSucceeded());
    yield put(uiActions.popupShown(surveyThanksPopup));
    return;
  }
  yield* refuseForm(res, surveyActions.submitFailed, surveyRefusals);
}

export function* skipSurvey() {
  yield navigateTo(AFTER_SURVEY, { replace: true });
}

export default function* watchSurvey() {
  yield takeLeading(surveyActions.submitRequested.type, submitSurvey);
  yield takeLeading(surveyActions.skipped.type, skipSurvey);
}
