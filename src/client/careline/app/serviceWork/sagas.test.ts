import { expectSaga } from 'redux-saga-test-plan';
import { call, getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { answer, fixtureApi, signIn, signOut } from '../testUtils';
import { frameReducers } from '../../../frame/store';
import serviceWork, { serviceWorkActions } from './slice';
import { loadReceipt, objectUrlOf, reject, verify } from './sagas';

const reducer = combineReducers({ ...frameReducers, serviceWork });

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('receipts and decisions', () => {
  it('fetches a receipt with the session and shows it from an object URL', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const api = fixtureApi({ fetchFile: async () => answer(200, { blob, type: 'image/png' }) });
    const { storeState } = await expectSaga(loadReceipt, serviceWorkActions.receiptRequested({ code: 'ABCDEFGHJK', path: '/api/ops/services/ABCDEFGHJK/receipt' }))
      .withReducer(reducer)
      .provide([
        [getContext('api'), api],
        [call(objectUrlOf, blob), 'blob:receipt-1'],
      ])
      .run(UNTIL_DONE);
    expect(api.fetchFile).toHaveBeenCalledWith('/api/ops/services/ABCDEFGHJK/receipt', {}, 'careline-access-1');
    expect(storeState.serviceWork.receipts.ABCDEFGHJK).toEqual({ status: 'succeeded', url: 'blob:receipt-1', type: 'image/png', error: null });
  });

  it('verifies, and rejects with the reason; a refusal keeps the server’s words', async () => {
    const api = fixtureApi({ rejectService: async () => answer(409, null, 'The service is no longer pending') });
    await expectSaga(verify, serviceWorkActions.verifyRequested({ code: 'ABCDEFGHJK' }))
      .provide([[getContext('api'), api]])
      .put(serviceWorkActions.decided({ code: 'ABCDEFGHJK', outcome: 'verified' }))
      .run(UNTIL_DONE);
    expect(api.verifyService).toHaveBeenCalledWith('ABCDEFGHJK', 'careline-access-1');
    await expectSaga(reject, serviceWorkActions.rejectRequested({ code: 'ABCDEFGHJK', reason: 'Not this workshop' }))
      .provide([[getContext('api'), api]])
      .put(serviceWorkActions.decisionFailed({ code: 'ABCDEFGHJK', error: 'The service is no longer pending' }))
      .run(UNTIL_DONE);
    expect(api.rejectService).toHaveBeenCalledWith('ABCDEFGHJK', 'Not this workshop', 'careline-access-1');
  });
});
