import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { rootReducer } from '../../app/store';
import { logFailure } from '../../../frame/log';
import { answer, fixtureApi } from '../../app/testUtils';
import { unsubscribe } from './sagas';
import { subscribeActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const requested = subscribeActions.unsubscribeRequested({ email: 'siti@example.com' });

describe('unsubscribe saga', () => {
  it('turns mail to the address off, without a bearer, and records that it ran', async () => {
    const api = fixtureApi();
    const { storeState } = await expectSaga(unsubscribe, requested)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .put(subscribeActions.unsubscribeSucceeded())
      .run(UNTIL_DONE);
    expect(api.setMailSubscription).toHaveBeenCalledWith('siti@example.com', false);
    expect(storeState.subscribe.status).toBe('succeeded');
  });

  it.each([
    ['a refusal', 400, '*Please provide a valid email address'],
    ['a network failure', 502, 'Network error'],
  ])('only logs %s (spec section 8), and never says it is done', async (_name, status, error) => {
    const api = fixtureApi({ setMailSubscription: jest.fn(async () => answer(status, null, error)) });
    const { storeState } = await expectSaga(unsubscribe, requested)
      .withReducer(rootReducer)
      .provide([
        [getContext('api'), api],
        [matchers.call.fn(logFailure), undefined],
      ])
      .put(subscribeActions.unsubscribeFailed({ status, error }))
      .not.put(subscribeActions.unsubscribeSucceeded())
      .call(logFailure, 'unsubscribe', error)
      .not.put.actionType('ui/popupShown')
      .run(UNTIL_DONE);
    expect(storeState.subscribe.status).toBe('failed');
    expect(storeState.ui.popup).toBeNull();
  });
});
