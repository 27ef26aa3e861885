import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SurveyRequest } from '../../../shared/contract/accounts';
import type { FormMessage } from '../../ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../ui/form/submission';
import { registerActions } from '../register/slice';
import { sessionActions } from '../session/slice';

export interface SurveyState {
  /** Set by a completed registration: the one-time survey may be shown. */
  offered: boolean;
  submission: SubmissionState;
}

const initialState: SurveyState = { offered: false, submission: initialSubmission };

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
    },
    submitFailed(state, action: PayloadAction<{ errors: Record<string, FormMessage> }>) {
      submissionFailed(state.submission, action.payload.errors);
    },
    skipped(state) {
      state.offered = false;
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
    selectSurveyOffered: (state) => state.offered,
    selectSurveySubmission: (state) => state.submission,
  },
});

export const surveyActions = slice.actions;
export const { selectSurveyOffered, selectSurveySubmission } = slice.selectors;
export default slice.reducer;
