import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FestiveEntryView, FestiveSubmitRequest } from '../../../../shared/contract/campaigns';
import { initialSubmission, submissionReducers, type FormFailure, type SubmissionState } from '../../../frame/forms/submission';

/** The eligibility check of the page's service: the form opens only when it says 200. */
export interface FestiveEligibilityState {
  transactionId: string;
  status: 'idle' | 'checking' | 'eligible' | 'closed';
  amount: number;
  /** The member's earlier entry: its name is locked for this one. */
  entry: FestiveEntryView | null;
}

export interface FestiveCampaignState {
  eligibility: FestiveEligibilityState;
  submission: SubmissionState;
}

const initialEligibility: FestiveEligibilityState = { transactionId: '', status: 'idle', amount: 0, entry: null };

const initialState: FestiveCampaignState = { eligibility: initialEligibility, submission: initialSubmission };

const closed = (state: FestiveCampaignState) => {
  state.eligibility.status = 'closed';
};

/** A refusal that answers for the entry (already entered, nothing serviced) closes the form; a failure leaves it open. */
const entry = submissionReducers<FestiveCampaignState, FestiveSubmitRequest, void, FormFailure & { closed: boolean }>((state) => state.submission, {
  succeeded: closed,
  failed(state, action) {
    if (action.payload.closed) closed(state);
  },
});

const slice = createSlice({
  name: 'festiveCampaign',
  initialState,
  reducers: {
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
    closed,
    submitRequested: entry.requested,
    submitSucceeded: entry.succeeded,
    submitFailed: entry.failed,
    /** A dashboard button of the page's popups: the form is replaced in the history. */
    dashboardRequested() {},
  },
  selectors: {
    selectFestiveEligibility: (state) => state.eligibility,
    selectFestiveSubmission: (state) => state.submission,
  },
});

export const festiveCampaignActions = slice.actions;
export const { selectFestiveEligibility, selectFestiveSubmission } = slice.selectors;
export default slice.reducer;
