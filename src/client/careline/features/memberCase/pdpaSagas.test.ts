import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { carelineErrors, carelineRefusalCodes } from '../../../../shared/contract/careline';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import { saveFile } from '../../../frame/saveFile';
import stepUp, { stepUpActions } from '../../app/stepUp/slice';
import memberCase, { memberCaseActions } from './slice';
import { exportMember, removeMember } from './pdpaSagas';

const reducer = combineReducers({ ...frameReducers, stepUp, memberCase });
const stepUpRefusal = answer(403, { reason: carelineRefusalCodes.stepUpRequired }, carelineErrors.stepUpRequired);
const zip = { blob: new Blob(['PK'], { type: 'application/zip' }), type: 'application/zip', filename: 'member-60123456789-2026-03-02.zip' };

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('PDPA export', () => {
  it('asks for the step-up, then downloads the zip under the server’s name', async () => {
    const fetchFile = jest.fn().mockResolvedValueOnce(stepUpRefusal).mockResolvedValueOnce(answer(200, zip));
    const api = fixtureApi({ fetchFile });
    const requested = memberCaseActions.exportRequested('60123456789');
    const { storeState } = await expectSaga(exportMember, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([[getContext('api'), api], [matchers.call.fn(saveFile), undefined]])
      .put(stepUpActions.required())
      .dispatch(stepUpActions.confirmed())
      .call(saveFile, zip.blob, zip.filename)
      .put(memberCaseActions.actionSucceeded())
      .run(UNTIL_DONE);
    expect(fetchFile).toHaveBeenCalledTimes(2);
    expect(fetchFile).toHaveBeenLastCalledWith('/api/ops/members/60123456789/export', {}, 'careline-access-1');
    expect(storeState.memberCase.action).toEqual({ kind: 'export', status: 'succeeded', error: null });
  });

  it('saves nothing when the person cancels the step-up, and says why', async () => {
    const api = fixtureApi({ fetchFile: async () => stepUpRefusal });
    const requested = memberCaseActions.exportRequested('60123456789');
    const { storeState } = await expectSaga(exportMember, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([[getContext('api'), api], [matchers.call.fn(saveFile), undefined]])
      .dispatch(stepUpActions.cancelled())
      .not.call.fn(saveFile)
      .run(UNTIL_DONE);
    expect(storeState.memberCase.action).toEqual({ kind: 'export', status: 'failed', error: carelineErrors.stepUpRequired });
  });
});

describe('PDPA removal', () => {
  it('removes the member after the step-up and does not read the case again', async () => {
    const removeMemberCall = jest.fn().mockResolvedValueOnce(stepUpRefusal).mockResolvedValueOnce(answer(200, null));
    const api = fixtureApi({ removeMember: removeMemberCall });
    const requested = memberCaseActions.removalRequested('60123456789');
    const { storeState } = await expectSaga(removeMember, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([[getContext('api'), api]])
      .dispatch(stepUpActions.confirmed())
      .put(memberCaseActions.memberRemoved('60123456789'))
      .not.put.actionType(memberCaseActions.caseRequested.type)
      .run(UNTIL_DONE);
    expect(removeMemberCall).toHaveBeenCalledTimes(2);
    expect(removeMemberCall).toHaveBeenLastCalledWith('60123456789', 'careline-access-1');
    expect(storeState.memberCase).toMatchObject({ removed: '60123456789', data: null, action: { kind: 'removal', status: 'succeeded' } });
  });

  it('keeps the member and shows a role refusal in the server’s words, with no dialog', async () => {
    const refusal = answer(403, { reason: carelineRefusalCodes.roleRequired, role: 'supervisor' }, carelineErrors.roleRequired('supervisor'));
    const api = fixtureApi({ removeMember: async () => refusal });
    const requested = memberCaseActions.removalRequested('60123456789');
    const { storeState } = await expectSaga(removeMember, requested)
      .withReducer(reducer, reducer(undefined, requested))
      .provide([[getContext('api'), api]])
      .not.put(stepUpActions.required())
      .run(UNTIL_DONE);
    expect(storeState.memberCase).toMatchObject({ removed: null, action: { kind: 'removal', status: 'failed', error: 'Your role cannot do this: it needs a supervisor' } });
  });
});
