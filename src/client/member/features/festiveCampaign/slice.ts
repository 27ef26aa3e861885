import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FestiveCampaignConfig, FestiveEntryView, FestiveSubmitRequest } from '../../../../shared/contract/campaigns';
import type { FormMessage } from '../../../frame/ui/form/messages';
import { initialSubmission, submissionFailed, submissionStarted, submissionSucceeded, type SubmissionState } from '../../../frame/forms/submission';

/** The eligibility check of the page's service: the form opens only when it says 200. */
export interface FestiveEligibilityState {
  transactionId: string;
  status: 'idle' | 'checking' | 'eligible' | 'closed';
  amount: number;
  /** The member's earlier entry: its name is locked for this one. */
  entry: FestiveEntryView | null;
}

export interface FestiveCampaignState {
  /** From GET /api/app-config; null until it has answered. */
  config: FestiveCampaignConfig | null;
  eligibility: FestiveEligibilityState;
  submission: SubmissionState;
}

const initialEligibility: FestiveEligibilityState = { transactionId: '', status: 'idle', amount: 0, entry: null };

const initialState: FestiveCampaignState = { config: null, eligibility: initialEligibility, submission: initialSubmission };

const slice = createSlice({
  name: 'festiveCampaign',
  initialState,
  reducers: {
    configLoaded(state, action: PayloadAction<FestiveCampaignConfig>) {
      state.config = action.payload;
    },
    pageOpened(state, action: PayloadAction<{ transactionId: string }>) {
      state.eligibility = { ...initialEligibility, transactionId: action.payload.transactionId, status: 'checking' };
      state.submission = initialSubmission;
    },
    eligible(state, action: PayloadAction<{ amount: number; entry: FestiveEntryView | null }>) {
      state.eligibility.status = 'eligible';
      state.eligibility.amount = action.payload.amount;
      state.eligibility.entry = action.payload.entry;
    },
    /** Not eligible or already entered: the page's popup says which, and the form stays shut. */
    closed(state) {
      state.eligibility.status = 'closed';
    },
    submitRequested(state, _action: PayloadAction<FestiveSubmitRequest>) {
      submissionStarted(state.submission);
    },
    submitSucceeded(state) {
      submissionSucceeded(state.submission);
      state.eligibility.status = 'closed';
    },
    submitFailed(state, action: PayloadAction<{ errors: Record<string, FormMessage>; closed: boolean }>) {
      submissionFailed(state.submission, action.payload.errors);
      if (action.payload.closed) state.eligibility.status = 'closed';
    },
    /** A dashboard button of the page's popups: the form is replaced in the history. */
    dashboardRequested() {},
  },
  selectors: {
    selectFestiveEligibility: (state) => state.eligibility,
    selectFestiveSubmission: (state) => state.submission,
    /** Links to the form show only while the campaign runs (app-config says so). */
    selectFestiveCampaignOn: (state) => state.config?.on === true,
  },
});

export const festiveCampaignActions = slice.actions;
export const { selectFestiveEligibility, selectFestiveSubmission, selectFestiveCampaignOn } = slice.selectors;
export default slice.reducer;
