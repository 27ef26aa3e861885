import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import memberCase, { memberCaseActions } from './slice';
import { confirmMobile, releasePlate, sendMobileCode } from './sagas';

const reducer = combineReducers({ ...frameReducers, memberCase });

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe("the case's actions", () => {
  it('releases a plate, then reads the case again', async () => {
    const api = fixtureApi({ releasePlate: async () => answer(200, { plate_number: 'VBA1234', history_kept: false }) });
    const { storeState } = await expectSaga(releasePlate, memberCaseActions.plateReleaseRequested({ mobile: '60123456789', plate: 'VBA1234' }))
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(memberCaseActions.actionSucceeded())
      .put(memberCaseActions.caseRequested('60123456789'))
      .run(UNTIL_DONE);
    expect(api.releasePlate).toHaveBeenCalledWith('60123456789', 'VBA1234', 'careline-access-1');
    expect(storeState.memberCase.mobile).toBe('60123456789');
  });

  it('shows a refusal in the server’s words and reads nothing again', async () => {
    const error = 'A service of this car is waiting for verification: verify or reject it first';
    const api = fixtureApi({ releasePlate: async () => answer(409, null, error) });
    const requested = memberCaseActions.plateReleaseRequested({ mobile: '60123456789', plate: 'VBA1234' });
    const { storeState } = await expectSaga(releasePlate, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([[getContext('api'), api]])
      .not.put.actionType(memberCaseActions.caseRequested.type)
      .run(UNTIL_DONE);
    expect(storeState.memberCase.action).toEqual({ kind: 'plateRelease', status: 'failed', error });
  });

  it('changes the number in two steps and moves the case to the new number', async () => {
    const navigate = jest.fn();
    const api = fixtureApi({
      sendMobileCode: async () => answer(200, { sent: true, retry_after: 180 }),
      confirmMobile: async () => answer(200, { mobile_number: '60198887777' }),
    });
    const sent = await expectSaga(sendMobileCode, memberCaseActions.mobileCodeRequested({ mobile: '60123456789', newMobile: '60198887777' }))
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(memberCaseActions.codeSent('60198887777'))
      .run(UNTIL_DONE);
    expect((sent.storeState as ReturnType<typeof reducer>).memberCase.codeSentTo).toBe('60198887777');

    await expectSaga(confirmMobile, memberCaseActions.mobileConfirmRequested({ mobile: '60123456789', newMobile: '60198887777', code: '123456' }))
      .withReducer(reducer)
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
      ])
      .put(memberCaseActions.actionSucceeded())
      .run(UNTIL_DONE);
    expect(api.confirmMobile).toHaveBeenCalledWith('60123456789', '60198887777', '123456', 'careline-access-1');
    expect(navigate).toHaveBeenCalledWith('/members/60198887777', { replace: true });
  });

  it('keeps the case where it is when the code is wrong', async () => {
    const navigate = jest.fn();
    const api = fixtureApi({ confirmMobile: async () => answer(400, null, 'Invalid verification code') });
    const requested = memberCaseActions.mobileConfirmRequested({ mobile: '60123456789', newMobile: '60198887777', code: '000000' });
    const { storeState } = await expectSaga(confirmMobile, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([
        [getContext('api'), api],
        [getContext('navigate'), navigate],
      ])
      .run(UNTIL_DONE);
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.memberCase.action).toEqual({ kind: 'mobileConfirm', status: 'failed', error: 'Invalid verification code' });
  });
});
