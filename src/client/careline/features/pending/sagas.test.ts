import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import pendingQueue, { pendingActions } from './slice';
import { afterDecision, loadQueue } from './sagas';

const reducer = combineReducers({ ...frameReducers, pendingQueue });
const page = { items: [], total: 0, page: 2, pages: 1 };

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('the pending queue', () => {
  it('asks for one workshop’s page, without an empty filter', async () => {
    const api = fixtureApi({ pendingQueue: async () => answer(200, page) });
    await expectSaga(loadQueue, pendingActions.queueRequested({ workshop: ' tns6001 ', page: 2 }))
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(pendingActions.queueLoaded(page))
      .run(UNTIL_DONE);
    expect(api.pendingQueue).toHaveBeenCalledWith({ workshop: 'tns6001', page: 2 }, 'careline-access-1');
    await expectSaga(loadQueue, pendingActions.queueRequested({ workshop: '', page: 1 })).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(api.pendingQueue).toHaveBeenLastCalledWith({ workshop: undefined, page: 1 }, 'careline-access-1');
  });

  it('reads the same page again after a decision, once the queue was opened', async () => {
    const opened = reducer(undefined, pendingActions.queueRequested({ workshop: 'TNS6001', page: 3 }));
    await expectSaga(afterDecision).withState(opened).put(pendingActions.queueRequested({ workshop: 'TNS6001', page: 3 })).run(UNTIL_DONE);
    await expectSaga(afterDecision).withState(reducer(undefined, { type: 'init' })).not.put.actionType(pendingActions.queueRequested.type).run(UNTIL_DONE);
  });

  it('shows the server’s words for a refused filter', async () => {
    const error = 'workshop must be a workshop ID (4 to 10 letters or digits)';
    const api = fixtureApi({ pendingQueue: async () => answer(400, null, error) });
    const requested = pendingActions.queueRequested({ workshop: 'a b', page: 1 });
    const { storeState } = await expectSaga(loadQueue, requested).withReducer(reducer, reducer(undefined, requested)).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(storeState.pendingQueue).toMatchObject({ status: 'failed', error });
  });
});
