import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ForgotPasswordRequest } from '../../../../shared/contract/accounts';
import { codePageReducers, initialCodePage, type CodePageState } from '../../../frame/forms/codePage';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';

/** `resend` (from the code page) is a new request for a code, with its own captcha. */
export interface ForgotPasswordState extends CodePageState {
  /** The request for a code (the first page). */
  submission: SubmissionState;
  /** The new password with its code (the second page). */
  reset: SubmissionState;
  phone: string | null;
  /** The reset token of the latest code sent. */
  token: string | null;
}

const initialState: ForgotPasswordState = {
  ...initialCodePage,
  submission: initialSubmission,
  reset: initialSubmission,
  phone: null,
  token: null,
};

type CodeSent = { phone: string; token: string };

const codeSent = (state: ForgotPasswordState, action: PayloadAction<CodeSent>) => {
  state.phone = action.payload.phone;
  state.token = action.payload.token;
};

const request = submissionReducers<ForgotPasswordState, ForgotPasswordRequest, CodeSent>((state) => state.submission, { succeeded: codeSent });
const reset = submissionReducers<ForgotPasswordState, { tac: string; password: string }>((state) => state.reset);

const slice = createSlice({
  name: 'forgotPassword',
  initialState,
  reducers: {
    submitRequested: request.requested,
    submitSucceeded: request.succeeded,
    submitFailed: request.failed,
    tacPageOpened: codeSent,
    resetRequested: reset.requested,
    resetSucceeded: reset.succeeded,
    resetFailed: reset.failed,
    ...codePageReducers<ForgotPasswordState, { captcha: string }, { token: string }>((state, action) => {
      state.token = action.payload.token;
    }),
  },
  selectors: {
    selectForgotSubmission: (state) => state.submission,
    selectResetSubmission: (state) => state.reset,
    selectResendSubmission: (state) => state.resend,
    selectForgotCountdown: (state) => state.countdown,
    selectForgotPhone: (state) => state.phone,
    selectResetToken: (state) => state.token,
    selectForgotOffer: (state) => state.offer,
  },
});

export const forgotPasswordActions = slice.actions;
export const {
  selectForgotSubmission,
  selectResetSubmission,
  selectResendSubmission,
  selectForgotCountdown,
  selectForgotPhone,
  selectResetToken,
  selectForgotOffer,
} = slice.selectors;
export default slice.reducer;
