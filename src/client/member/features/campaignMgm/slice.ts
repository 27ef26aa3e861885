import type { CampaignProfileRequest } from '../../../../shared/contract/campaigns';
import { createSubmissionSlice } from '../../../frame/forms/submissionSlice';

const slice = createSubmissionSlice<CampaignProfileRequest>('campaignMgm');

export const campaignMgmActions = slice.actions;
export const { selectSubmission: selectCampaignMgmSubmission } = slice.selectors;
export default slice.reducer;
