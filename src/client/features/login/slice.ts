import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginRequest } from '../../../shared/contract/accounts';
import type { FormMessage } from '../../ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../ui/form/submission';

export interface LoginState {
  submission: SubmissionState;
}

const initialState: LoginState = { submission: initialSubmission };

export interface LoginRequested {
  credentials: LoginRequest;
  /** Where the member was sent from, path and query, to return to after login. */
  from: string;
}

const slice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<LoginRequested>) {
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
    selectLoginSubmission: (state) => state.submission,
  },
});

export const loginActions = slice.actions;
export const { selectLoginSubmission } = slice.selectors;
export default slice.reducer;
