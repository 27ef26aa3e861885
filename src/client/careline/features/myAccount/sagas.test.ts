import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import type { PersonalToken } from '../../../../shared/contract/careline';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import myAccountReducer, { MY_ACCOUNT_SLICE } from './slice';
import stepUp, { stepUpActions } from '../../app/stepUp/slice';
import { myAccountActions, selectMyAccount } from './slice';
import { addPasskey, createToken, revokeToken } from './sagas';

const reducer = combineReducers({ ...frameReducers, stepUp, [MY_ACCOUNT_SLICE]: myAccountReducer });
const details: PersonalToken = { id: 3, name: 'laptop', role: 'agent', created_at: '2026-11-01T00:00:00.000Z', expires_at: '2026-11-08T00:00:00.000Z', last_used_at: null, revoked_at: null };
const stepUpRefusal = answer(403, { reason: 'step_up_required' }, 'Confirm it is you with your passkey or authenticator code, then try again');

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('my account', () => {
  it('makes a token after the step-up the server asks for, and shows it once', async () => {
    const send = jest.fn().mockResolvedValueOnce(stepUpRefusal).mockResolvedValueOnce(answer(200, { token: 'clpat_abc', details }));
    const requested = myAccountActions.createRequested({ name: ' laptop ', days: 7 });
    const { storeState } = await expectSaga(createToken, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([[getContext('api'), fixtureApi({ send })]])
      .put(stepUpActions.required())
      .dispatch(stepUpActions.confirmed())
      .run(UNTIL_DONE);
    expect(send).toHaveBeenLastCalledWith('POST', '/api/careline/me/tokens', expect.objectContaining({ body: { name: 'laptop', days: 7 } }));
    expect(selectMyAccount(storeState)).toMatchObject({ made: { token: 'clpat_abc' }, tokens: { list: [details] }, tokenChange: { status: 'succeeded' } });
  });

  it('a cancelled step-up makes nothing and says why', async () => {
    const send = jest.fn().mockResolvedValue(stepUpRefusal);
    const requested = myAccountActions.createRequested({ name: 'laptop', days: 7 });
    const { storeState } = await expectSaga(createToken, requested).withReducer(reducer, reducer(undefined, requested)).provide([[getContext('api'), fixtureApi({ send })]]).dispatch(stepUpActions.cancelled()).run(UNTIL_DONE);
    expect(send).toHaveBeenCalledTimes(1);
    expect(selectMyAccount(storeState)).toMatchObject({ made: null, tokenChange: { status: 'failed', error: stepUpRefusal.error } });
  });

  it('marks a revoked token', async () => {
    const send = jest.fn().mockResolvedValue(answer(200));
    const loaded = reducer(undefined, myAccountActions.tokensLoaded([details]));
    const { storeState } = await expectSaga(revokeToken, myAccountActions.revokeRequested(3)).withReducer(reducer, loaded).provide([[getContext('api'), fixtureApi({ send })]]).run(UNTIL_DONE);
    expect(send).toHaveBeenCalledWith('DELETE', '/api/careline/me/tokens/3', { token: 'careline-access-1' });
    expect(selectMyAccount(storeState).tokens.list[0].revoked_at).toEqual(expect.any(String));
  });

  it('adds a passkey with the browser’s answer; a closed prompt adds none', async () => {
    const send = jest.fn(async (_method: string, path: string) => (path.endsWith('/options') ? answer(200, { challenge_id: 'c1', options: { challenge: 'x' } }) : answer(200, { passkeys: 2 })) as never);
    const added = await expectSaga(addPasskey)
      .withReducer(reducer)
      .provide({
        getContext: () => fixtureApi({ send }),
        // The browser's prompt: the virtual authenticator answers it in the browser journey.
        call: (effect, next) => (effect.fn.name === 'createPasskey' ? { id: 'cred' } : next()),
      })
      .run(UNTIL_DONE);
    expect(send).toHaveBeenLastCalledWith('POST', '/api/careline/me/passkeys', expect.objectContaining({ body: { challenge_id: 'c1', response: { id: 'cred' } } }));
    expect(selectMyAccount(added.storeState).passkey).toEqual({ status: 'succeeded', error: null, count: 2 });
  });
});
