import { createSlice } from '@reduxjs/toolkit';
import { initialSubmission, submissionReducers, type SubmissionState } from './submission';

export interface SubmissionSliceState {
  submission: SubmissionState;
}

/**
 * The slice of a form whose only state is its submission: `submitRequested` (the request a saga
 * sends), `submitSucceeded`, `submitFailed` with final-form errors, and `selectSubmission`.
 */
export function createSubmissionSlice<Request, Name extends string = string>(name: Name) {
  const initialState: SubmissionSliceState = { submission: initialSubmission };
  const form = submissionReducers<SubmissionSliceState, Request>((state) => state.submission);
  return createSlice({
    name,
    initialState,
    reducers: {
      submitRequested: form.requested,
      submitSucceeded: form.succeeded,
      submitFailed: form.failed,
    },
    selectors: {
      selectSubmission: (state) => state.submission,
    },
  });
}
