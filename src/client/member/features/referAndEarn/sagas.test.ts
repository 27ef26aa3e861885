import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../app/store';
import { answer, fixtureApi } from '../../app/testUtils';
import { writeClipboard } from './clipboard';
import { COPY_NOTICE_MS, loadRewards, showCopyNotice } from './sagas';
import { referAndEarnActions, selectAllRewards } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const copyCode = referAndEarnActions.copyRequested({ text: 'QX7K2M9A', target: 'code' });

describe('the copy notice, step by step', () => {
  it('copies through call, shows "Copied!", waits 2.5 seconds, then clears it', () => {
    expect(COPY_NOTICE_MS).toBe(2500);
    testSaga(showCopyNotice, copyCode)
      .next()
      .call(writeClipboard, 'QX7K2M9A')
      .next(true)
      .put(referAndEarnActions.copyShown('code'))
      .next()
      .delay(2500)
      .next()
      .put(referAndEarnActions.copyCleared())
      .next()
      .isDone();
  });

  it('shows nothing when the browser refused the copy', () => {
    testSaga(showCopyNotice, copyCode).next().call(writeClipboard, 'QX7K2M9A').next(false).isDone();
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
