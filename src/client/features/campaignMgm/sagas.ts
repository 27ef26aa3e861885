import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import type { CampaignProfileRequest } from '../../../shared/contract/campaigns';
import { NETWORK_FAILURE_STATUS, type Envelope } from '../../../shared/contract/envelope';
import type { Api } from '../../api';
import { callApi, getApi } from '../../app/callApi';
import { navigateTo } from '../../app/navigation';
import { paths } from '../../app/paths';
import { uiActions } from '../../app/uiSlice';
import { FORM_ERROR } from '../../ui/form/formError';
import { failurePopup, serverErrorPopup } from '../../ui/form/popups';
import { profileActions } from '../profile/slice';
import { campaignMgmActions } from './slice';

/** The redeem's refusal in the member's language (spec section 8: 'the translated error'). */
export function redeemErrorKey(res: Envelope<unknown>): string {
  if (res.status_code === 409) return 'campaignMgm.errors.redeemed';
  if (res.status_code === 404) return 'campaignMgm.errors.notFound';
  if (res.status_code === 400) return 'campaignMgm.errors.invalid';
  return 'campaignMgm.errors.failed';
}

/**
 * The campaign profile update and the redeem go together; the SECOND answer decides (spec
 * section 7). 200: the success page; other: its translated error with TRY AGAIN; a thrown error
 * or a network failure: the generic message.
 */
export function* submitCampaignDetails(action: PayloadAction<CampaignProfileRequest>) {
  const api: Api = yield* getApi();
  let redeemed: Envelope<unknown>;
  try {
    const answers: Envelope<unknown>[] = yield all([
      call(callApi, api.updateCampaignProfile, action.payload),
      call(callApi, api.redeemMgmReward, action.payload),
    ]);
    redeemed = answers[1];
  } catch {
    redeemed = { status_code: NETWORK_FAILURE_STATUS, result: null, error: null };
  }
  if (redeemed.status_code === 200) {
    // The profile changed too: the stored copy follows.
    yield put(profileActions.fetchRequested());
    yield put(campaignMgmActions.submitSucceeded());
    yield navigateTo(paths.campaignMgmSuccess, { replace: true });
    return;
  }
  const messageKey = redeemErrorKey(redeemed);
  const popup = redeemed.status_code === NETWORK_FAILURE_STATUS ? serverErrorPopup : failurePopup({ messageKey });
  yield put(uiActions.popupShown(popup));
  yield put(campaignMgmActions.submitFailed({ errors: { [FORM_ERROR]: { key: popup.messageKey ?? messageKey } } }));
}

export default function* watchCampaignMgm() {
  yield takeLeading(campaignMgmActions.submitRequested.type, submitCampaignDetails);
}
