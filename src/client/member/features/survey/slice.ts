import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { SurveyRequest } from '../../../../shared/contract/accounts';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';
import { registrationCompleted } from '../../../frame/events';
import { sessionActions } from '../../../frame/session/slice';

export interface SurveyState {
  /** Set by a completed registration: the one-time survey may be shown. */
  offered: boolean;
  /** Answered or skipped on this device: not offered again even while the stored profile says so. */
  done: boolean;
  submission: SubmissionState;
}

const initialState: SurveyState = { offered: false, done: false, submission: initialSubmission };

const answeredOrSkipped = (state: SurveyState) => {
  state.offered = false;
  state.done = true;
};

const answers = submissionReducers<SurveyState, SurveyRequest>((state) => state.submission, { succeeded: answeredOrSkipped });

const slice = createSlice({
  name: 'survey',
  initialState,
  reducers: {
    submitRequested: answers.requested,
    submitSucceeded: answers.succeeded,
    submitFailed: answers.failed,
    skipped: answeredOrSkipped,
  },
  extraReducers: (builder) => {
    builder
      .addCase(registrationCompleted, (state) => {
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
