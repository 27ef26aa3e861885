import { accountErrors } from '../../../../shared/contract/accounts';
import { FORM_ERROR } from 'final-form';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { call, delay, getContext, put, race, take } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { connectionPopups, serverErrorPopup } from '../../../frame/forms/popups';
import { answer, fixtureApi, memberProfile, tokens } from '../../app/testUtils';
import { profileOutcome } from '../../../entities/profile/signIn';
import { profileActions } from '../../../entities/profile/slice';
import { sessionActions } from '../../../frame/session/slice';
import { registrationCompleted } from '../../../frame/events';
import watchRegister, {
  captchaRejectedPopup,
  mobileRegisteredPopup,
  notEndConsumerPopup,
  register,
  registeredPopup,
  verify,
  wrongCodePopup,
  codeNoLongerValidPopup,
} from './sagas';
import { registerActions, type RegistrationRequest } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const registration: RegistrationRequest = {
  kind: 'mobile',
  fullname: 'Siti Aminah',
  birth_date: '1990-05-17',
  email: 'siti@example.com',
  mobile_number: '60123456789',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
  captcha: 'solved',
};

function context(api: ReturnType<typeof fixtureApi>, navigate = jest.fn()): StaticProvider[] {
  return [
    [getContext('api'), api],
    [getContext('navigate'), navigate],
    [take(profileOutcome), profileActions.fetchSucceeded(memberProfile)],
  ];
}

describe('register saga', () => {
  it('on 200 goes to the code page carrying register_phone', async () => {
    const api = fixtureApi();
    const navigate = jest.fn();
    const { storeState } = await expectSaga(register, registerActions.submitRequested(registration))
      .withReducer(rootReducer)
      .provide(context(api, navigate))
      .put(registerActions.submitSucceeded({ phone: '60123456789' }))
      .call(navigate, '/register/tac-number', { state: { register_phone: '60123456789' } })
      .run(UNTIL_DONE);
    const { kind: _kind, ...body } = registration;
    expect(api.register).toHaveBeenCalledWith({ ...body, language: 'en' });
    expect(api.registerSocial).not.toHaveBeenCalled();
    expect(storeState.register.phone).toBe('60123456789');
  });

  it("on 200 naming the number's live code (code_already_sent, retry_after) keeps both for the code page", async () => {
    const result = { mobile_number: '60123456789', registration_token: 'attempt-1', code_already_sent: true, retry_after: 137 };
    const api = fixtureApi({ register: jest.fn(async () => answer(200, result)) });
    const navigate = jest.fn();
    const { storeState } = await expectSaga(register, registerActions.submitRequested(registration))
      .withReducer(rootReducer)
      .provide(context(api, navigate))
      .put(registerActions.codeOffered({ alreadySent: true, retryAfter: 137 }))
      .call(navigate, '/register/tac-number', { state: { register_phone: '60123456789' } })
      .run(UNTIL_DONE);
    expect(storeState.register.offer).toEqual({ alreadySent: true, retryAfter: 137 });
  });

  it('sends a social sign-up to the social registration call', async () => {
    const api = fixtureApi();
    const social: RegistrationRequest = {
      kind: 'social',
      fullname: 'Siti Aminah',
      birth_date: '1990-05-17',
      email: 'siti@example.com',
      mobile_number: '60123456789',
      provider: 'google',
      user_id: 'g-1',
      access_token: 'ga',
      token_id: 'gt',
      captcha: 'solved',
    };
    await expectSaga(register, registerActions.submitRequested(social)).withReducer(rootReducer).provide(context(api)).run(UNTIL_DONE);
    const { kind: _kind, ...body } = social;
    expect(api.registerSocial).toHaveBeenCalledWith({ ...body, language: 'en' });
    expect(api.register).not.toHaveBeenCalled();
  });

  it.each([
    ['400: not an end-consumer', answer(400, null, 'Not an end-consumer'), notEndConsumerPopup, 'register.notEndConsumer'],
    ['409: number already registered', answer(409, null, 'Mobile number has been registered'), mobileRegisteredPopup, 'register.mobileRegistered'],
    ['400 for the captcha', answer(400, null, 'Validation error'), captchaRejectedPopup, 'rules.captchaRequired'],
    ['502 from the server side', answer(502, null, 'HTTP 502'), serverErrorPopup, 'errors.generic'],
    ['502: the connection dropped', answer(502, null, 'Network error'), connectionPopups.lost, 'errors.connection.lost'],
    ['502: no answer in time', answer(502, null, 'Timed out'), connectionPopups.timedOut, 'errors.connection.timedOut'],
    ['400 for the captcha, told in Malay', answer(400, null, 'Ralat pengesahan'), captchaRejectedPopup, 'rules.captchaRequired'],
  ])('%s', async (_name, response, popup, key) => {
    const api = fixtureApi({ register: jest.fn(async () => response) });
    const navigate = jest.fn();
    const { storeState } = await expectSaga(register, registerActions.submitRequested(registration))
      .withReducer(rootReducer)
      .provide(context(api, navigate))
      .put(uiActions.popupShown(popup))
      .run(UNTIL_DONE);
    expect(popup.messageKey).toBe(key);
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.register.submission.errors).toEqual({ [FORM_ERROR]: { key } });
  });
});

it('registers in the language on screen, so the code SMS and the inbox come in it', async () => {
  const api = fixtureApi();
  const inMalay = rootReducer(undefined, uiActions.languageChosen('ms'));
  await expectSaga(register, registerActions.submitRequested(registration)).withReducer(rootReducer, inMalay).provide(context(api)).run(UNTIL_DONE);
  const { kind: _kind, ...body } = registration;
  expect(api.register).toHaveBeenCalledWith({ ...body, language: 'ms' });
});

describe('verify saga', () => {
  const withPhone = (): RootState => {
    const state = rootReducer(undefined, registerActions.tacPageOpened({ phone: '60123456789' }));
    return state;
  };

  it('on 200 logs in, waits for the profile, welcomes the member and opens the survey', async () => {
    const api = fixtureApi();
    const { storeState } = await expectSaga(verify, registerActions.verifyRequested({ tac: '123456' }))
      .withReducer(rootReducer, withPhone())
      .provide(context(api))
      .put(sessionActions.loggedIn(tokens))
      .put(registrationCompleted())
      .put(uiActions.popupShown(registeredPopup))
      .run(UNTIL_DONE);
    expect(api.verify).toHaveBeenCalledWith({ mobile_number: '60123456789', tac: '123456' });
    expect(storeState.register.verification.status).toBe('succeeded');
    expect(storeState.survey.offered).toBe(true);
    expect(registeredPopup).toMatchObject({
      icon: 'success',
      messageKey: 'register.registered',
      dismissible: false,
      buttons: [{ to: '/register/survey' }],
    });
  });

  it.each([
    ['500', answer(500, null, 'Invalid verification code')],
    ['400', answer(400, null, 'Invalid verification code')],
  ])('on %s says the code is wrong, with TRY AGAIN', async (_status, response) => {
    const api = fixtureApi({ verify: jest.fn(async () => response) });
    const { storeState } = await expectSaga(verify, registerActions.verifyRequested({ tac: '000000' }))
      .withReducer(rootReducer, withPhone())
      .provide(context(api))
      .put(uiActions.popupShown(wrongCodePopup))
      .not.put.actionType(sessionActions.loggedIn.type)
      .run(UNTIL_DONE);
    expect(storeState.ui.popup.buttons[0].labelKey).toBe('common.actions.tryAgain');
    expect(storeState.register.verification.errors).toEqual({ [FORM_ERROR]: { key: 'register.wrongCode' } });
    expect(storeState.survey.offered).toBe(false);
  });

  it.each([
    ['expired', accountErrors.codeExpired],
    ['spent by five wrong tries', accountErrors.tooManyTries],
  ])('on a code %s says it is no longer valid and how to get a new one, and opens Resend Code', async (_why, error) => {
    const api = fixtureApi({ verify: jest.fn(async () => answer(400, null, error)) });
    const { storeState } = await expectSaga(verify, registerActions.verifyRequested({ tac: '123456' }))
      .withReducer(rootReducer, withPhone())
      .provide(context(api))
      .put(uiActions.popupShown(codeNoLongerValidPopup))
      .put(registerActions.codeVoided())
      .not.put(uiActions.popupShown(wrongCodePopup))
      .run(UNTIL_DONE);
    expect(storeState.register.verification.errors).toEqual({ [FORM_ERROR]: { key: 'register.codeNoLongerValid' } });
  });

  it('on a dropped connection shows the connection popup, not the wrong-code one', async () => {
    const api = fixtureApi({ verify: jest.fn(async () => answer(502, null, 'Network error')) });
    await expectSaga(verify, registerActions.verifyRequested({ tac: '123456' }))
      .withReducer(rootReducer, withPhone())
      .provide(context(api))
      .put(uiActions.popupShown(connectionPopups.lost))
      .run(UNTIL_DONE);
  });
});

describe('the code page as a flow', () => {
  const instantDelays: StaticProvider[] = [
    [getContext('api'), fixtureApi()],
    [getContext('navigate'), jest.fn()],
    [matchers.call.fn(delay(0).payload.fn), null],
  ];
  /** The member opens the page, waits for the link, taps Resend Code, and stays until the page says `until`. */
  function visit(until: string) {
    return function* memberOnCodePage() {
      yield race({
        page: call(watchRegister),
        member: call(function* member() {
          yield put(registerActions.tacPageOpened({ phone: '60123456789' }));
          yield take(registerActions.resendShown.type);
          yield put(registerActions.resendRequested());
          yield take(until);
        }),
      });
    };
  }

  it('counts down, sends a new code to the same number on Resend Code, then counts down again', async () => {
    const api = fixtureApi();
    const { effects, storeState } = await expectSaga(visit(registerActions.resendShown.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], ...instantDelays])
      .run(UNTIL_DONE);
    expect(api.resendVerification).toHaveBeenCalledTimes(1);
    expect(api.resendVerification).toHaveBeenCalledWith({ mobile_number: '60123456789' });
    const restarts = effects.put.filter((effect) => registerActions.countdownTicked.match(effect.payload.action) && effect.payload.action.payload === 180);
    expect(restarts).toHaveLength(2);
    expect(storeState.register.countdown).toEqual({ secondsLeft: 0, resendVisible: true });
    expect(storeState.register.resend.status).toBe('succeeded');
  });

  it('a failed resend shows the server reason and leaves the link up', async () => {
    const api = fixtureApi({ resendVerification: jest.fn(async () => answer(429, null, 'Please wait before requesting another code')) });
    const { storeState } = await expectSaga(visit(registerActions.resendFailed.type))
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], ...instantDelays])
      .run(UNTIL_DONE);
    expect(storeState.ui.popup).toMatchObject({ message: 'Please wait before requesting another code' });
    expect(storeState.register.countdown).toEqual({ secondsLeft: 0, resendVisible: true });
    expect(storeState.register.resend.status).toBe('failed');
  });
});
