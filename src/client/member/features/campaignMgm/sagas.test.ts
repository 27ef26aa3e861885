import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { call, getContext } from 'redux-saga/effects';
import type { CampaignProfileRequest } from '../../../../shared/contract/campaigns';
import { callApi } from '../../../frame/callApi';
import { navigateWithContext } from '../../../frame/navigation';
import { rootReducer, type RootState } from '../../app/store';
import { uiActions } from '../../../frame/uiSlice';
import { answer, fixtureApi } from '../../app/testUtils';
import { profileActions } from '../../../entities/profile/slice';
import { submitCampaignDetails } from './sagas';
import { campaignMgmActions } from './slice';
import { UNTIL_DONE } from '../../../../testing/sagas';

const body: CampaignProfileRequest = {
  fullname: 'Siti Aminah',
  email: 'siti@example.com',
  address: '12 Jalan Ampang',
  state: 'Selangor',
  country: 'Malaysia',
  postal_code: '50450',
  mid: '7',
  birth_date: '1990-05-17',
};
const action = campaignMgmActions.submitRequested(body);

function run(api: ReturnType<typeof fixtureApi>, navigate = jest.fn()) {
  return expectSaga(submitCampaignDetails, action)
    .withReducer(rootReducer)
    .provide([
      [getContext('api'), api],
      [getContext('navigate'), navigate],
    ]);
}

describe('the edit-details submit', () => {
  it('sends the profile update and the redeem TOGETHER, then the second answer decides', () => {
    const api = fixtureApi();
    testSaga(submitCampaignDetails, action)
      .next()
      .getContext('api')
      .next(api)
      .all([call(callApi, api.updateCampaignProfile, body), call(callApi, api.redeemMgmReward, body)])
      .next([answer(500, null, 'Oops'), answer(200)])
      .put(profileActions.fetchRequested())
      .next()
      .put(campaignMgmActions.submitSucceeded())
      .next()
      .call(navigateWithContext, '/campaign/mgm/success', { replace: true })
      .next()
      .isDone();
  });

  it('200 from the redeem: both calls made with the same payload, the success page', async () => {
    const api = fixtureApi({ updateCampaignProfile: jest.fn(async () => answer(400, null, 'ignored')) });
    const navigate = jest.fn();
    const { storeState } = await run(api, navigate).run(UNTIL_DONE);
    expect(api.updateCampaignProfile).toHaveBeenCalledWith(body, '');
    expect(api.redeemMgmReward).toHaveBeenCalledWith(body, '');
    expect(navigate).toHaveBeenCalledWith('/campaign/mgm/success', { replace: true });
    expect((storeState as RootState).ui.popup).toBeNull();
  });

  it.each([
    [409, 'campaignMgm.errors.redeemed'],
    [404, 'campaignMgm.errors.notFound'],
    [400, 'campaignMgm.errors.invalid'],
    [500, 'campaignMgm.errors.failed'],
  ])('a %i from the redeem shows its translated error with TRY AGAIN, even when the profile saved', async (status, messageKey) => {
    const api = fixtureApi({ redeemMgmReward: jest.fn(async () => answer(status, null, 'server text')) });
    const navigate = jest.fn();
    const { storeState } = await run(api, navigate)
      .put(uiActions.popupShown({ icon: 'error', messageKey, buttons: [{ labelKey: 'common.actions.tryAgain', variant: 'primary' }] }))
      .run(UNTIL_DONE);
    expect(navigate).not.toHaveBeenCalled();
    expect((storeState as RootState).campaignMgm.submission.status).toBe('failed');
  });

  it('an exception shows the generic message', async () => {
    const api = fixtureApi({
      redeemMgmReward: jest.fn(async () => {
        throw new Error('boom');
      }),
    });
    const { storeState } = await run(api).run(UNTIL_DONE);
    expect((storeState as RootState).ui.popup).toMatchObject({ messageKey: 'errors.generic' });
  });
});
