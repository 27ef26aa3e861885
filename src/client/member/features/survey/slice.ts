import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SurveyRequest } from '../../../../shared/contract/accounts';
import type { FormMessage } from '../../../frame/ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../../frame/forms/submission';
import { registerActions } from '../register/slice';
import { sessionActions } from '../../../frame/session/slice';

export interface SurveyState {
  /** Set by a completed registration: the one-time survey may be shown. */
  offered: boolean;
  /** Answered or skipped on this device: not offered again even while the stored profile says so. */
  done: boolean;
  submission: SubmissionState;
}

const initialState: SurveyState = { offered: false, done: false, submission: initialSubmission };

const slice = createSlice({
  name: 'survey',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<SurveyRequest>) {
      submissionStarted(state.submission);
    },
    submitSucceeded(state) {
      submissionSucceeded(state.submission);
      state.offered = false;
      state.done = true;
    },
    submitFailed(state, action: PayloadAction<{ errors: Record<string, FormMessage> }>) {
      submissionFailed(state.submission, action.payload.errors);
    },
    skipped(state) {
      state.offered = false;
      state.done = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(registerActions.verifySucceeded, (state) => {
        state.offered = true;
      })
      .addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectOfferedAfterRegistration: (state) => state.offered,
    selectSurveyDone: (state) => state.done,
    selectSurveySubmission: (state) => state.submission,
  },
});

export const surveyActions = slice.actions;
export const { selectOfferedAfterRegistration, selectSurveyDone, selectSurveySubmission } = slice.selectors;

/**
 * The survey is offered right after registration, and also after a reload or on another device
 * while the server still marks it pending (the profile's `survey_pending`).
 */
export const selectSurveyOffered = createSelector(
  [selectOfferedAfterRegistration, selectSurveyDone, (state: { profile: { survey_pending?: boolean } }) => state.profile.survey_pending],
  (afterRegistration, done, pending) => afterRegistration || (!done && Boolean(pending)),
);
export default slice.reducer;
