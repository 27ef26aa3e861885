import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { answer, createTestStore, fixtureApi } from '../../app/testUtils';
import { writeClipboard } from '../../../frame/clipboard';
import watchReferAndEarn, { loadRewards, showCopyNotice } from './sagas';
import { referAndEarnActions, selectAllRewards } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const copyCode = referAndEarnActions.copyRequested({ text: 'QX7K2M9A', target: 'code' });

// The page's test shows one copy's 'Copied!' for 2.5 seconds; these are the copies around it.
describe('the copy notice', () => {
  beforeAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => undefined }, configurable: true });
  });
  afterAll(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('moves to a second copy and gives it its own 2.5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const store = createTestStore();
      store.startFeatureSaga(watchReferAndEarn);
      const copied = () => store.getState().referAndEarn.copied;
      store.dispatch(copyCode);
      await jest.advanceTimersByTimeAsync(2000);
      expect(copied()).toBe('code');
      store.dispatch(referAndEarnActions.copyRequested({ text: 'https://example.my/how-it-works?ref=QX7K2M9A', target: 'link' }));
      await jest.advanceTimersByTimeAsync(2499);
      expect(copied()).toBe('link');
      await jest.advanceTimersByTimeAsync(1);
      expect(copied()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows nothing when the browser refused the copy', async () => {
    await expectSaga(showCopyNotice, copyCode)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(writeClipboard), false]])
      .call(writeClipboard, 'QX7K2M9A')
      .not.put(referAndEarnActions.copyShown('code'))
      .run(UNTIL_DONE);
  });
});

describe('the rewards list', () => {
  const reward = { id: 7, status: 'earned' as const, friend_name: 'Kumar', created_date: '2026-03-02T02:00:00.000Z', redeemed_date: null };

  it('keeps the member’s rewards on 200', async () => {
    const api = fixtureApi({ getMgmRewards: jest.fn(async () => answer(200, [reward])) });
    const { storeState } = await expectSaga(loadRewards).withReducer(rootReducer).provide([[getContext('api'), api]]).run(UNTIL_DONE);
    expect(selectAllRewards(storeState as RootState)).toEqual([reward]);
    expect((storeState as RootState).referAndEarn.rewardsStatus).toBe('succeeded');
  });

  it('only logs a failed lookup', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fixtureApi({ getMgmRewards: jest.fn(async () => answer(502)) });
    await expectSaga(loadRewards).withReducer(rootReducer).provide([[getContext('api'), api]]).put(referAndEarnActions.rewardsFailed()).run(UNTIL_DONE);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
