import { expectSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { answer, fixtureApi, signIn, signOut } from '../../app/testUtils';
import { frameReducers } from '../../../frame/store';
import memberSearch, { searchActions } from './slice';
import { search } from './sagas';

const reducer = combineReducers({ ...frameReducers, memberSearch });
const hit = { mobile_number: '60123456789', fullname: 'Siti Nurhaliza', email: 'siti@example.com', verified: true, matched: 'plate' as const };

beforeEach(() => signIn('careline-access-1'));
afterEach(() => signOut());

describe('searching for a member', () => {
  it('asks with the careline session’s token and lists the hits', async () => {
    const api = fixtureApi({ findMembers: async () => answer(200, [hit]) });
    const { storeState } = await expectSaga(search, searchActions.searchRequested(' wxy 1234 '))
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(searchActions.searchSucceeded([hit]))
      .run(UNTIL_DONE);
    expect(api.findMembers).toHaveBeenCalledWith('wxy 1234', 'careline-access-1');
    expect(storeState.memberSearch).toMatchObject({ status: 'succeeded', hits: [hit], error: null });
  });

  it('shows the server’s words when the query is refused', async () => {
    const message = 'q must be a mobile number, a plate, a Service ID, an email address or at least 2 letters of a name';
    const api = fixtureApi({ findMembers: async () => answer(400, null, message) });
    const { storeState } = await expectSaga(search, searchActions.searchRequested('!'))
      .withReducer(reducer)
      .provide([[getContext('api'), api]])
      .put(searchActions.searchFailed(message))
      .run(UNTIL_DONE);
    expect(storeState.memberSearch).toMatchObject({ status: 'failed', hits: [], error: message });
  });
});
