import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fork, getContext, take } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { carelineErrors, carelineRefusalCodes } from '../../../../shared/contract/careline';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { frameReducers } from '../../../frame/store';
import { answer, fixtureApi, signIn, signOut } from '../testUtils';
import { answerWithPasskey } from '../../features/account/passkeys';
import stepUp, { stepUpActions } from './slice';
import { callCareline } from './callCareline';
import { stepUpWithCode, stepUpWithPasskey } from './sagas';

const reducer = combineReducers({ ...frameReducers, stepUp });
const stepUpRefusal = answer(403, { reason: carelineRefusalCodes.stepUpRequired }, carelineErrors.stepUpRequired);
const changed = answer(200, { mobile_number: '60198765432' });

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('a call that asks for a step-up', () => {
  it('opens the dialog, and once the person confirmed, sends the same call again once', async () => {
    const confirmMobile = jest.fn().mockResolvedValueOnce(stepUpRefusal).mockResolvedValueOnce(changed);
    const api = fixtureApi({ confirmMobile });
    const { returnValue } = await expectSaga(callCareline, api.confirmMobile, '60123456789', '60198765432', '123456')
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(stepUpActions.required())
      .dispatch(stepUpActions.confirmed())
      .run(UNTIL_DONE);
    expect(returnValue).toEqual(changed);
    expect(confirmMobile).toHaveBeenCalledTimes(2);
    expect(confirmMobile).toHaveBeenLastCalledWith('60123456789', '60198765432', '123456', 'careline-access-1');
  });

  it('keeps the refusal when the person cancels, and sends nothing more', async () => {
    const confirmMobile = jest.fn().mockResolvedValue(stepUpRefusal);
    const api = fixtureApi({ confirmMobile });
    const { returnValue, storeState } = await expectSaga(callCareline, api.confirmMobile, '60123456789', '60198765432', '123456')
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .dispatch(stepUpActions.cancelled())
      .run(UNTIL_DONE);
    expect(returnValue).toEqual(stepUpRefusal);
    expect(confirmMobile).toHaveBeenCalledTimes(1);
    expect(storeState.stepUp.open).toBe(false);
  });

  it('passes any other answer through, a role refusal too, without a dialog', async () => {
    const roleRefusal = answer(403, { reason: carelineRefusalCodes.roleRequired, role: 'supervisor' }, carelineErrors.roleRequired('supervisor'));
    const api = fixtureApi({ sendMobileCode: async () => roleRefusal });
    const { returnValue } = await expectSaga(callCareline, api.sendMobileCode, '60123456789', '60198765432')
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .not.put(stepUpActions.required())
      .run(UNTIL_DONE);
    expect(returnValue).toEqual(roleRefusal);
  });
});

describe('confirming it is you', () => {
  it('with the authenticator code; a wrong one is shown in the dialog, which stays open', async () => {
    const api = fixtureApi({ stepUp: jest.fn().mockResolvedValueOnce(answer(400, null, carelineErrors.stepUpFailed)).mockResolvedValueOnce(answer(200, { stepped_up_until: '2026-11-27T00:05:00.000Z' })) });
    const open = reducer(undefined, stepUpActions.required());
    const refused = await expectSaga(stepUpWithCode, stepUpActions.codeRequested('000000'))
      .withReducer(reducer, open)
      .provide([[getContext('api'), api]])
      .put(stepUpActions.failed({ text: carelineErrors.stepUpFailed }))
      .run(UNTIL_DONE);
    expect(refused.storeState.stepUp).toEqual({ open: true, status: 'failed', error: { text: carelineErrors.stepUpFailed } });
    const done = await expectSaga(stepUpWithCode, stepUpActions.codeRequested(' 123456 '))
      .withReducer(reducer, refused.storeState as ReturnType<typeof reducer>)
      .provide([[getContext('api'), api]])
      .put(stepUpActions.confirmed())
      .run(UNTIL_DONE);
    expect(api.stepUp).toHaveBeenLastCalledWith({ totp: '123456' }, 'careline-access-1');
    expect(done.storeState.stepUp.open).toBe(false);
  });

  it('with the passkey: the browser answers the server’s challenge', async () => {
    const challenge = { challenge_id: 'ch-7', options: { challenge: 'xyz' } };
    const response = { id: 'cred-1', type: 'public-key' };
    const api = fixtureApi({ stepUpOptions: async () => answer(200, challenge), stepUp: async () => answer(200, { stepped_up_until: '2026-11-27T00:05:00.000Z' }) });
    await expectSaga(stepUpWithPasskey)
      .withReducer(reducer, reducer(undefined, stepUpActions.required()))
      .provide([
        [getContext('api'), api],
        [matchers.call(answerWithPasskey, challenge.options), response],
      ])
      .put(stepUpActions.confirmed())
      .run(UNTIL_DONE);
    expect(api.stepUp).toHaveBeenCalledWith({ challenge_id: 'ch-7', response }, 'careline-access-1');
  });
});

// The whole loop: the refused call, the person's code in the dialog, the retry.
describe('the step-up loop', () => {
  it('runs the call, the code and the retry in order', async () => {
    const confirmMobile = jest.fn().mockResolvedValueOnce(stepUpRefusal).mockResolvedValueOnce(changed);
    const api = fixtureApi({ confirmMobile, stepUp: async () => answer(200, { stepped_up_until: '2026-11-27T00:05:00.000Z' }) });
    function* personAnswers() {
      yield take(stepUpActions.required.type);
      yield* stepUpWithCode(stepUpActions.codeRequested('123456'));
    }
    function* changeWithStepUp() {
      yield fork(personAnswers);
      return yield* callCareline(api.confirmMobile, '60123456789', '60198765432', '123456');
    }
    const { returnValue, storeState } = await expectSaga(changeWithStepUp).withReducer(reducer).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(returnValue).toEqual(changed);
    expect(api.stepUp).toHaveBeenCalledWith({ totp: '123456' }, 'careline-access-1');
    expect(confirmMobile).toHaveBeenCalledTimes(2);
    expect(storeState.stepUp.open).toBe(false);
  });
});
