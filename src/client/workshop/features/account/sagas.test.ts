import { expectSaga } from 'redux-saga-test-plan';
import { getContext, take } from 'redux-saga/effects';
import { accountErrors } from '../../../../shared/contract/accounts';
import { inLanguage } from '../../../../shared/serverTexts';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { sessionActions } from '../../../frame/session/slice';
import { uiActions } from '../../../frame/uiSlice';
import { workshopRootReducer } from '../../app/store';
import { answer, fixtureApi, owner } from '../../app/testUtils';
import { newCodePopup, sendCode, setPassword, signIn, invalidSignInPopup, wrongCodePopup } from './sagas';
import { accountActions } from './slice';

const credentials = { mobile_number: '60123450001', password: 'Kaunter#2026' };

function run(saga: Parameters<typeof expectSaga>[0], action: unknown, api = fixtureApi()) {
  const navigate = jest.fn();
  const flow = expectSaga(saga as never, action)
    .withReducer(workshopRootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), navigate],
      // The session's saga would load the account; here it answers at once.
      [take([accountActions.meLoaded.type, accountActions.meFailed.type]), accountActions.meLoaded(owner)],
    ]);
  return { flow, navigate, api };
}

describe('signing in', () => {
  it('stores the session and waits for the account; the page’s guard, not the saga, opens the counter', async () => {
    const { flow, navigate, api } = run(signIn, accountActions.signInRequested(credentials));
    const { storeState } = await flow.put(sessionActions.loggedIn({ access_token: 'access-1' })).put(accountActions.signInSucceeded()).run(UNTIL_DONE);
    expect(api.login).toHaveBeenCalledWith(credentials);
    // Navigating once the account is in would take back a staff member who already opened another page.
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.session.isLoggedIn).toBe(true);
  });

  it('tells every refusal alike, so it never says which numbers have accounts', async () => {
    const api = fixtureApi({ login: jest.fn(async () => answer(400, null, accountErrors.invalidLogin)) });
    const { flow, navigate } = run(signIn, accountActions.signInRequested(credentials), api);
    const { storeState } = await flow.put(uiActions.popupShown(invalidSignInPopup)).not.put.actionType(sessionActions.loggedIn.type).run(UNTIL_DONE);
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.account.signIn.status).toBe('failed');
  });
});

describe('setting a password', () => {
  it('asks for the code once it is sent', async () => {
    const { flow, api } = run(sendCode, accountActions.codeRequested({ mobile_number: '60123450002' }));
    const { storeState } = await flow.run(UNTIL_DONE);
    expect(api.sendPasswordCode).toHaveBeenCalledWith({ mobile_number: '60123450002' });
    expect(storeState.account.codeSentTo).toBe('60123450002');
  });

  it('signs in with the code and the new password', async () => {
    const body = { mobile_number: '60123450002', tac: '123456', password: 'Kaunter#2026' };
    const { flow, navigate, api } = run(setPassword, accountActions.passwordRequested(body));
    await flow.put(sessionActions.loggedIn({ access_token: 'access-1' })).put(accountActions.passwordSucceeded()).run(UNTIL_DONE);
    expect(api.setPassword).toHaveBeenCalledWith(body);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong code', accountErrors.wrongCode, wrongCodePopup],
    ['an expired code, told in Malay by the server', inLanguage('ms', accountErrors.codeExpired), newCodePopup],
  ])('tells %s in the staff member’s language', async (_case, error, popup) => {
    const api = fixtureApi({ setPassword: jest.fn(async () => answer(400, null, error)) });
    const { flow } = run(setPassword, accountActions.passwordRequested({ mobile_number: '60123450002', tac: '000000', password: 'Kaunter#2026' }), api);
    await flow.put(uiActions.popupShown(popup)).not.put.actionType(sessionActions.loggedIn.type).run(UNTIL_DONE);
  });
});
