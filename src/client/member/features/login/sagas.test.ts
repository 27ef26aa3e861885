import { FORM_ERROR } from 'final-form';
import { expectSaga } from 'redux-saga-test-plan';
import { getContext, take } from 'redux-saga/effects';
import { rootReducer } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { answer, fixtureApi, memberProfile, tokens } from '../../app/testUtils';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { profileActions } from '../../../entities/profile/slice';
import { sessionActions } from '../../../frame/session/slice';
import { captchaRejectedPopup, invalidLoginPopup, login } from './sagas';
import { profileOutcome } from '../../../entities/profile/signIn';
import { loginActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const credentials = { mobile_number: '60123456789', password: 'Secret#123', captcha: 'solved' };

function run(api: ReturnType<typeof fixtureApi>, from: string) {
  const navigate = jest.fn();
  const saga = expectSaga(login, loginActions.submitRequested({ credentials, from }))
    .withReducer(rootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), navigate],
      // The session saga would load the profile; here it answers at once.
      [take(profileOutcome), profileActions.fetchSucceeded(memberProfile)],
    ]);
  return { saga, navigate };
}

describe('login saga', () => {
  it('on 200 stores the session, waits for the profile and returns to the remembered page with its query', async () => {
    const api = fixtureApi();
    const { saga, navigate } = run(api, '/loyalty/service-information?plate=WXY1234');
    const { storeState } = await saga
      .put(sessionActions.loggedIn(tokens))
      .take(profileOutcome)
      .put(loginActions.submitSucceeded())
      .call(navigate, '/loyalty/service-information?plate=WXY1234', { replace: true })
      .run(UNTIL_DONE);
    expect(api.login).toHaveBeenCalledWith(credentials);
    expect(storeState.session.isLoggedIn).toBe(true);
    expect(storeState.login.submission.status).toBe('succeeded');
    expect(storeState.ui.popup).toBeNull();
  });

  it('goes to /loyalty when nothing was remembered, and never off the site', async () => {
    for (const from of ['', '//evil.example/phish']) {
      const { saga, navigate } = run(fixtureApi(), from);
      await saga.call(navigate, '/loyalty', { replace: true }).run(UNTIL_DONE);
    }
  });

  it('on any other answer shows "Invalid mobile number or password" with OK', async () => {
    const api = fixtureApi({ login: jest.fn(async () => answer(401, null, 'Invalid mobile number or password')) });
    const { saga, navigate } = run(api, '/inbox');
    const { storeState } = await saga
      .put(uiActions.popupShown(invalidLoginPopup))
      .not.put.actionType(sessionActions.loggedIn.type)
      .run(UNTIL_DONE);
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.ui.popup).toEqual({ icon: 'error', messageKey: 'login.invalid', buttons: [{ labelKey: 'common.actions.ok', variant: 'primary' }] });
    expect(storeState.login.submission).toEqual({ status: 'failed', settled: 1, errors: { [FORM_ERROR]: { key: 'login.invalid' } } });
  });

  it('on a refused captcha says so instead of blaming the password', async () => {
    const api = fixtureApi({ login: jest.fn(async () => answer(400, null, 'Validation error')) });
    await run(api, '').saga.put(uiActions.popupShown(captchaRejectedPopup)).run(UNTIL_DONE);
  });

  it('on a dropped connection (502, our own text) says so, with TRY AGAIN and Close', async () => {
    const api = fixtureApi({ login: jest.fn(async () => answer(502, null, 'Network error')) });
    const { storeState } = await run(api, '').saga.put(uiActions.popupShown(connectionPopups.lost)).run(UNTIL_DONE);
    expect(storeState.ui.popup.messageKey).toBe('errors.connection.lost');
    expect(storeState.ui.popup.buttons.map((button: { labelKey: string }) => button.labelKey)).toEqual([
      'common.actions.tryAgain',
      'common.actions.close',
    ]);
  });

  it('treats a thrown error as the server error', async () => {
    const api = fixtureApi({ login: jest.fn(async () => Promise.reject(new Error('boom'))) });
    await run(api, '').saga.put(uiActions.popupShown(serverErrorPopup)).run(UNTIL_DONE);
  });
});
