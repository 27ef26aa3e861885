import { FORM_ERROR } from 'final-form';
import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { rootReducer } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { answer, fixtureApi } from '../../app/testUtils';
import { registrationCompleted } from '../../../frame/events';
import { skipSurvey, submitSurvey, surveyThanksPopup } from './sagas';
import { surveyActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const answers = { answer: 'yes', answer2: 'Friend' };
const offered = () => rootReducer(undefined, registrationCompleted());

describe('survey saga', () => {
  it('on 200 thanks the member, GO TO DASHBOARD leading to /loyalty, and does not offer the survey again', async () => {
    const api = fixtureApi();
    const { storeState } = await expectSaga(submitSurvey, surveyActions.submitRequested(answers))
      .withReducer(rootReducer, offered())
      .provide([[getContext('api'), api]])
      .put(surveyActions.submitSucceeded())
      .put(uiActions.popupShown(surveyThanksPopup))
      .run(UNTIL_DONE);
    // The access token (none in this test) goes last, added by callApi.
    expect(api.submitSurvey).toHaveBeenCalledWith(answers, '');
    expect(storeState.survey.offered).toBe(false);
    expect(surveyThanksPopup).toMatchObject({
      messageKey: 'survey.thanks',
      buttons: [{ labelKey: 'common.actions.goToDashboard', to: '/loyalty' }],
    });
  });

  it("on failure shows the server's error with TRY AGAIN and keeps the survey on offer", async () => {
    const api = fixtureApi({ submitSurvey: jest.fn(async () => answer(400, null, 'Survey already submitted')) });
    const { storeState } = await expectSaga(submitSurvey, surveyActions.submitRequested(answers))
      .withReducer(rootReducer, offered())
      .provide([[getContext('api'), api]])
      .run(UNTIL_DONE);
    expect(storeState.ui.popup).toEqual({
      icon: 'error',
      message: 'Survey already submitted',
      buttons: [{ labelKey: 'common.actions.tryAgain', variant: 'primary' }],
    });
    expect(storeState.survey.submission.errors).toEqual({ [FORM_ERROR]: 'Survey already submitted' });
    expect(storeState.survey.offered).toBe(true);
  });

  it('on a dropped connection shows the connection popup', async () => {
    const api = fixtureApi({ submitSurvey: jest.fn(async () => answer(502, null, 'Network error')) });
    await expectSaga(submitSurvey, surveyActions.submitRequested(answers))
      .provide([[getContext('api'), api]])
      .put(uiActions.popupShown(connectionPopups.lost))
      .run(UNTIL_DONE);
  });

  it('Skip survey goes to /loyalty', async () => {
    const navigate = jest.fn();
    await expectSaga(skipSurvey)
      .provide([[getContext('navigate'), navigate]])
      .call(navigate, '/loyalty', { replace: true })
      .run(UNTIL_DONE);
  });
});
