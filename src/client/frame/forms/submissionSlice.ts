import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormMessage } from '../ui/form/messages';
import { initialSubmission, submissionFailed, submissionStarted, submissionSucceeded, type SubmissionState } from './submission';

export interface SubmissionSliceState {
  submission: SubmissionState;
}

/**
 * The slice of a form whose only state is its submission: `submitRequested` (the request a saga
 * sends), `submitSucceeded`, `submitFailed` with final-form errors, and `selectSubmission`.
 */
export function createSubmissionSlice<Request, Name extends string = string>(name: Name) {
  const initialState: SubmissionSliceState = { submission: initialSubmission };
  return createSlice({
    name,
    initialState,
    reducers: {
      submitRequested(state, _action: PayloadAction<Request>) {
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
      selectSubmission: (state) => state.submission,
    },
  });
}
