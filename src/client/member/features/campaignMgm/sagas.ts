import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import type { CampaignProfileRequest } from '../../../../shared/contract/campaigns';
import type { Envelope } from '../../../../shared/contract/envelope';
import type { Api } from '../../api';
import { callApi, getApi } from '../../../frame/callApi';
import { navigateTo } from '../../../frame/navigation';
import { paths } from '../../app/paths';
import { failurePopup } from '../../../frame/forms/popups';
import { refuseForm, type FormRefusals } from '../../../frame/forms/refusal';
import { profileActions } from '../../../entities/profile/slice';
import { campaignMgmActions } from './slice';

/** The redeem's refusal in the member's language (spec section 8: 'the translated error'), with TRY AGAIN; never the server's text. */
const redeemRefusals: FormRefusals = {
  409: failurePopup({ messageKey: 'campaignMgm.errors.redeemed' }),
  404: failurePopup({ messageKey: 'campaignMgm.errors.notFound' }),
  400: failurePopup({ messageKey: 'campaignMgm.errors.invalid' }),
  otherwise: failurePopup({ messageKey: 'campaignMgm.errors.failed' }),
  formError: 'ourText',
};

/**
 * The campaign profile update and the redeem go together; the SECOND answer decides (spec
 * section 7). 200: the success page; other: its translated error with TRY AGAIN; a network
 * failure: the generic message.
 */
export function* submitCampaignDetails(action: PayloadAction<CampaignProfileRequest>) {
  const api: Api = yield* getApi();
  const [, redeemed]: Envelope<unknown>[] = yield all([
    call(callApi, api.updateCampaignProfile, action.payload),
    call(callApi, api.redeemMgmReward, action.payload),
  ]);
  if (redeemed.status_code === 200) {
    // The profile changed too: the stored copy follows.
    yield put(profileActions.fetchRequested());
    yield put(campaignMgmActions.submitSucceeded());
    yield navigateTo(paths.campaignMgmSuccess, { replace: true });
    return;
  }
  yield* refuseForm(redeemed, campaignMgmActions.submitFailed, redeemRefusals);
}

export default function* watchCampaignMgm() {
  yield takeLeading(campaignMgmActions.submitRequested.type, submitCampaignDetails);
}
