import { FORM_ERROR } from 'final-form';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { call, delay, getContext, put, race, take } from 'redux-saga/effects';
import { rootReducer } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { answer, fixtureApi, memberProfile, tokens } from '../../app/testUtils';
import { profileOutcome } from '../../../entities/profile/signIn';
import { profileActions } from '../../../entities/profile/slice';
import { sessionActions } from '../../../frame/session/slice';
import watchForgotPassword, { requestCode, resetDonePopup, resetFailedPopup, resetPassword } from './sagas';
import { forgotPasswordActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

function context(api: ReturnType<typeof fixtureApi>, navigate = jest.fn()): StaticProvider[] {
  return [
    [getContext('api'), api],
    [getContext('navigate'), navigate],
    [take(profileOutcome), profileActions.fetchSucceeded(memberProfile)],
  ];
}

const onCodePage = () => rootReducer(undefined, forgotPasswordActions.tacPageOpened({ phone: '60123456789', token: 'reset-token-1' }));

describe('reset request', () => {
  it('on 200 goes to the code page with the phone and the reset token', async () => {
    const api = fixtureApi();
    const navigate = jest.fn();
    await expectSaga(requestCode, forgotPasswordActions.submitRequested({ mobile_number: '60123456789', captcha: 'solved' }))
      .withReducer(rootReducer)
      .provide(context(api, navigate))
      .call(navigate, '/forgot-password/tac-number', { state: { phone: '60123456789', token: 'reset-token-1' } })
      .run(UNTIL_DONE);
    expect(api.forgotPassword).toHaveBeenCalledWith({ mobile_number: '60123456789', captcha: 'solved' });
  });

  it("otherwise shows the server's text plus a period", async () => {
    const api = fixtureApi({ forgotPassword: jest.fn(async () => answer(404, null, 'This mobile number is not registered')) });
    const navigate = jest.fn();
    const { storeState } = await expectSaga(
      requestCode,
      forgotPasswordActions.submitRequested({ mobile_number: '60123456789', captcha: 'solved' }),
    )
      .withReducer(rootReducer)
      .provide(context(api, navigate))
      .run(UNTIL_DONE);
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.ui.popup).toMatchObject({ messageKey: 'forgotPassword.serverText', values: { error: 'This mobile number is not registered' } });
    expect(storeState.forgotPassword.submission.errors).toEqual({
      [FORM_ERROR]: { key: 'forgotPassword.serverText', values: { error: 'This mobile number is not registered' } },
    });
  });

  it('on a dropped connection shows the connection popup', async () => {
    const api = fixtureApi({ forgotPassword: jest.fn(async () => answer(502, null, 'Network error')) });
    await expectSaga(requestCode, forgotPasswordActions.submitRequested({ mobile_number: '60123456789', captcha: 'solved' }))
      .provide(context(api))
      .put(uiActions.popupShown(connectionPopups.lost))
      .run(UNTIL_DONE);
  });
});

describe('reset', () => {
  it('on 200 stores the tokens and congratulates, BACK TO DASHBOARD going to /loyalty', async () => {
    const api = fixtureApi();
    await expectSaga(resetPassword, forgotPasswordActions.resetRequested({ tac: '123456', password: 'Newpass#1' }))
      .withReducer(rootReducer, onCodePage())
      .provide(context(api))
      .put(sessionActions.loggedIn(tokens))
      .put(forgotPasswordActions.resetSucceeded())
      .put(uiActions.popupShown(resetDonePopup))
      .run(UNTIL_DONE);
    expect(api.resetPassword).toHaveBeenCalledWith({ token: 'reset-token-1', password: 'Newpass#1', tac: '123456' });
    expect(resetDonePopup).toMatchObject({
      messageKey: 'forgotPassword.resetDone',
      buttons: [{ labelKey: 'common.actions.backToDashboard', to: '/loyalty' }],
    });
  });

  it("on failure says 'Please provide a valid information' with TRY AGAIN", async () => {
    const api = fixtureApi({ resetPassword: jest.fn(async () => answer(400, null, 'Invalid verification code')) });
    await expectSaga(resetPassword, forgotPasswordActions.resetRequested({ tac: '000000', password: 'Newpass#1' }))
      .withReducer(rootReducer, onCodePage())
      .provide(context(api))
      .put(uiActions.popupShown(resetFailedPopup))
      .not.put.actionType(sessionActions.loggedIn.type)
      .put(forgotPasswordActions.resetFailed({ errors: { [FORM_ERROR]: { key: 'forgotPassword.resetFailed' } } }))
      .run(UNTIL_DONE);
    expect(resetFailedPopup).toMatchObject({ messageKey: 'forgotPassword.resetFailed', buttons: [{ labelKey: 'common.actions.tryAgain' }] });
  });
});

describe('resend on the code page', () => {
  /** The member opens the page, waits for the link, asks again with a new captcha, and stays until the page says `until`. */
  function visit(until: string) {
    return function* memberOnCodePage() {
      yield race({
        page: call(watchForgotPassword),
        member: call(function* member() {
          yield put(forgotPasswordActions.tacPageOpened({ phone: '60123456789', token: 'reset-token-1' }));
          yield take(forgotPasswordActions.resendShown.type);
          yield put(forgotPasswordActions.resendRequested({ captcha: 'again' }));
          yield take(until);
        }),
      });
    };
  }

  it('asks for a new code with a fresh captcha, keeps the new reset token and restarts the countdown', async () => {
    const api = fixtureApi({ forgotPassword: jest.fn(async () => answer(200, 'reset-token-2')) });
    const { storeState, effects } = await expectSaga(visit(forgotPasswordActions.resendShown.type))
      .withReducer(rootReducer)
      .provide([...context(api), [matchers.call.fn(delay(0).payload.fn), null]])
      .run(UNTIL_DONE);
    expect(api.forgotPassword).toHaveBeenCalledWith({ mobile_number: '60123456789', captcha: 'again' });
    expect(storeState.forgotPassword.token).toBe('reset-token-2');
    const starts = effects.put.filter(
      (effect) => forgotPasswordActions.countdownTicked.match(effect.payload.action) && effect.payload.action.payload === 180,
    );
    expect(starts).toHaveLength(2);
    expect(storeState.forgotPassword.resend.status).toBe('succeeded');
  });

  it("a refused resend tells the server's text plus a period and keeps it as the resend form's error", async () => {
    const api = fixtureApi({ forgotPassword: jest.fn(async () => answer(429, null, 'Please wait before requesting another code')) });
    const serverText = { key: 'forgotPassword.serverText', values: { error: 'Please wait before requesting another code' } };
    const { storeState } = await expectSaga(visit(forgotPasswordActions.resendFailed.type))
      .withReducer(rootReducer)
      .provide([...context(api), [matchers.call.fn(delay(0).payload.fn), null]])
      .run(UNTIL_DONE);
    expect(storeState.ui.popup).toMatchObject({ messageKey: serverText.key, values: serverText.values });
    expect(storeState.forgotPassword.resend.errors).toEqual({ [FORM_ERROR]: serverText });
    expect(storeState.forgotPassword.token).toBe('reset-token-1');
  });
});
