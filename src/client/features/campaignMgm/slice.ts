import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CampaignProfileRequest } from '../../../shared/contract/campaigns';
import type { FormMessage } from '../../ui/form/messages';
import { initialSubmission, submissionFailed, submissionStarted, submissionSucceeded, type SubmissionState } from '../../ui/form/submission';

export interface CampaignMgmState {
  submission: SubmissionState;
}

const initialState: CampaignMgmState = { submission: initialSubmission };

const slice = createSlice({
  name: 'campaignMgm',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<CampaignProfileRequest>) {
      submissionStarted(state.submission);
    },
    submitSucceeded(state) {
      submissionSucceeded(state.submission);
    },
    submitFailed(state, action: PayloadAction<{ errors: Record<string, FormMessage> }>) {
      submissionFailed(state.submission, action.payload.errors);
    },
  },
  selectors: {
    selectCampaignMgmSubmission: (state) => state.submission,
  },
});

export const campaignMgmActions = slice.actions;
export const { selectCampaignMgmSubmission } = slice.selectors;
export default slice.reducer;
