import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { carelineErrors } from '../../../../shared/contract/careline';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { frameReducers } from '../../../frame/store';
import { sessionActions } from '../../../frame/session/slice';
import { answer, fixtureApi, signOut } from '../../app/testUtils';
import { answerWithPasskey, createPasskey } from './passkeys';
import carelineAccount, { accountActions } from './slice';
import { enrolWithPasskey, enrolWithPassword, readEnrolment, signInWithPasskey, signInWithPassword, startTotp } from './signInSagas';

const reducer = combineReducers({ ...frameReducers, carelineAccount });
const navigate = jest.fn();
const tokens = { access_token: 'careline-access-9' };
const challenge = { challenge_id: 'ch-1', options: { challenge: 'abc', rpId: 'localhost' } };
const passkeyResponse = { id: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x' } };
const person = { email: 'agent@careline.example.com', role: 'agent' as const, expires_at: '2026-11-28T00:00:00.000Z' };

afterEach(() => {
  signOut();
  navigate.mockReset();
});

function withEnrolment(token = 'link-token-1') {
  const state = reducer(undefined, accountActions.enrolmentOpened(token));
  return reducer(state, accountActions.enrolmentRead(person));
}

describe('signing in to the careline console', () => {
  it('signs in with a passkey: the browser answers the server’s challenge, the tokens start the session, the console opens', async () => {
    const api = fixtureApi({ passkeyOptions: async () => answer(200, challenge), passkeyLogin: async () => answer(200, tokens) });
    const { storeState } = await expectSaga(signInWithPasskey)
      .withReducer(reducer)
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
        [matchers.call(answerWithPasskey, challenge.options), passkeyResponse],
      ])
      .put(accountActions.signInSucceeded())
      .put(sessionActions.loggedIn(tokens))
      .run(UNTIL_DONE);
    expect(api.passkeyLogin).toHaveBeenCalledWith('ch-1', passkeyResponse);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(storeState.session.isLoggedIn).toBe(true);
  });

  it('offers the password form when the person closes the passkey prompt, and asks the server nothing more', async () => {
    const api = fixtureApi({ passkeyOptions: async () => answer(200, challenge) });
    const { storeState } = await expectSaga(signInWithPasskey)
      .withReducer(reducer)
      .provide([
        [getContext('api'), api],
        [matchers.call(answerWithPasskey, challenge.options), Promise.reject(Object.assign(new Error('closed'), { name: 'NotAllowedError' }))],
      ])
      .put(accountActions.signInFailed({ key: 'account.passkeyCancelled' }))
      .run(UNTIL_DONE);
    expect(api.passkeyLogin).not.toHaveBeenCalled();
    expect(storeState.carelineAccount.signIn).toEqual({ status: 'failed', refusal: { key: 'account.passkeyCancelled' } });
  });

  it('shows the server’s words for a wrong code and for the limit', async () => {
    for (const [status, message] of [
      [400, carelineErrors.invalidLogin],
      [429, carelineErrors.signInLimited],
    ] as const) {
      const api = fixtureApi({ login: async () => answer(status, null, message) });
      const { storeState } = await expectSaga(signInWithPassword, accountActions.passwordSignInRequested({ email: 'a@b.co', password: 'p', totp: '123456' }))
        .withReducer(reducer)
        .provide([[getContext('api'), api]])
        .put(accountActions.signInFailed({ text: message }))
        .run(UNTIL_DONE);
      expect(storeState.carelineAccount.signIn.refusal).toEqual({ text: message });
      expect(storeState.session.isLoggedIn).toBe(false);
    }
  });

  it('signs in with the password and the authenticator code', async () => {
    const api = fixtureApi({ login: async () => answer(200, tokens) });
    const body = { email: 'sup@careline.example.com', password: 'a long enough passphrase', totp: '654321' };
    await expectSaga(signInWithPassword, accountActions.passwordSignInRequested(body))
      .withReducer(reducer)
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
      ])
      .put(sessionActions.loggedIn(tokens))
      .run(UNTIL_DONE);
    expect(api.login).toHaveBeenCalledWith(body);
  });

  it('says the session ended for want of activity when the server refuses the refresh, and not when it cannot answer', () => {
    expect(reducer(undefined, sessionActions.refreshFailed({ status: 401 })).carelineAccount.sessionEnded).toBe(true);
    expect(reducer(undefined, sessionActions.refreshFailed({ status: 503 })).carelineAccount.sessionEnded).toBe(false);
    const ended = reducer(reducer(undefined, sessionActions.refreshFailed({ status: 401 })), sessionActions.loggedOut());
    expect(ended.carelineAccount.sessionEnded).toBe(true);
    expect(reducer(ended, accountActions.signInSucceeded()).carelineAccount.sessionEnded).toBe(false);
  });
});

describe('enrolling from the one-time link', () => {
  it('reads who the link is for, or shows why it no longer works', async () => {
    const api = fixtureApi({ enrolment: async () => answer(200, person) });
    await expectSaga(readEnrolment, accountActions.enrolmentOpened('link-token-1'))
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(accountActions.enrolmentRead(person))
      .run(UNTIL_DONE);
    expect(api.enrolment).toHaveBeenCalledWith('link-token-1');

    const gone = fixtureApi({ enrolment: async () => answer(404, null, carelineErrors.enrolmentInvalid) });
    const { storeState } = await expectSaga(readEnrolment, accountActions.enrolmentOpened('used'))
      .withReducer(reducer)
      .provide([[getContext('api'), gone]])
      .run(UNTIL_DONE);
    expect(storeState.carelineAccount.enrol).toMatchObject({ linkStatus: 'failed', refusal: { text: carelineErrors.enrolmentInvalid } });
  });

  it('makes a passkey for the link and is signed in', async () => {
    const api = fixtureApi({ enrolmentPasskeyOptions: async () => answer(200, challenge), enrolWithPasskey: async () => answer(200, tokens) });
    const { storeState } = await expectSaga(enrolWithPasskey)
      .withReducer(reducer, withEnrolment())
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
        [matchers.call(createPasskey, challenge.options), passkeyResponse],
      ])
      .put(accountActions.enrolSucceeded())
      .put(sessionActions.loggedIn(tokens))
      .run(UNTIL_DONE);
    expect(api.enrolmentPasskeyOptions).toHaveBeenCalledWith('link-token-1');
    expect(api.enrolWithPasskey).toHaveBeenCalledWith('link-token-1', 'ch-1', passkeyResponse);
    expect(storeState.carelineAccount.enrol.token).toBeNull();
  });

  it('sets up an authenticator, then finishes with the password and its code; a wrong code keeps the form', async () => {
    const setup = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Quartz%20Careline:agent?secret=JBSWY3DPEHPK3PXP' };
    const api = fixtureApi({
      enrolmentTotp: async () => answer(200, setup),
      enrolWithPassword: jest
        .fn()
        .mockResolvedValueOnce(answer(400, null, carelineErrors.invalidLogin))
        .mockResolvedValueOnce(answer(200, tokens)),
    });
    const started = await expectSaga(startTotp)
      .withReducer(reducer, withEnrolment())
      .provide([[getContext('api'), api]])
      .put(accountActions.totpStarted(setup))
      .run(UNTIL_DONE);
    const refused = await expectSaga(enrolWithPassword, accountActions.passwordEnrolRequested({ password: 'a long enough passphrase', totp: '000000' }))
      .withReducer(reducer, started.storeState as ReturnType<typeof reducer>)
      .provide([[getContext('api'), api]])
      .put(accountActions.enrolFailed({ text: carelineErrors.invalidLogin }))
      .run(UNTIL_DONE);
    expect(refused.storeState.carelineAccount.enrol).toMatchObject({ status: 'failed', totp: setup, token: 'link-token-1' });
    await expectSaga(enrolWithPassword, accountActions.passwordEnrolRequested({ password: 'a long enough passphrase', totp: '123456' }))
      .withReducer(reducer, refused.storeState as ReturnType<typeof reducer>)
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
      ])
      .put(sessionActions.loggedIn(tokens))
      .run(UNTIL_DONE);
    expect(api.enrolWithPassword).toHaveBeenLastCalledWith('link-token-1', 'a long enough passphrase', '123456');
  });
});
