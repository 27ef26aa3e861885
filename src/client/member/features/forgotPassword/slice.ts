import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ForgotPasswordRequest } from '../../../../shared/contract/accounts';
import type { FormMessage } from '../../../frame/ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../../frame/forms/submission';
import { countdownReducers, initialCountdown, type CountdownState } from '../register/resendCountdown';

export interface ForgotPasswordState {
  /** The request for a code (the first page). */
  submission: SubmissionState;
  /** The new password with its code (the second page). */
  reset: SubmissionState;
  /** A new code from the second page: a new request, with its own captcha. */
  resend: SubmissionState;
  phone: string | null;
  /** The reset token of the latest code sent. */
  token: string | null;
  countdown: CountdownState;
}

const initialState: ForgotPasswordState = {
  submission: initialSubmission,
  reset: initialSubmission,
  resend: initialSubmission,
  phone: null,
  token: null,
  countdown: initialCountdown,
};

type Failed = PayloadAction<{ errors: Record<string, FormMessage> }>;

const slice = createSlice({
  name: 'forgotPassword',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<ForgotPasswordRequest>) {
      submissionStarted(state.submission);
    },
    submitSucceeded(state, action: PayloadAction<{ phone: string; token: string }>) {
      submissionSucceeded(state.submission);
      state.phone = action.payload.phone;
      state.token = action.payload.token;
    },
    submitFailed(state, action: Failed) {
      submissionFailed(state.submission, action.payload.errors);
    },
    tacPageOpened(state, action: PayloadAction<{ phone: string; token: string }>) {
      state.phone = action.payload.phone;
      state.token = action.payload.token;
    },
    /** The countdown saga stops on this; the countdown state resets as it stops. */
    tacPageLeft() {},
    resetRequested(state, _action: PayloadAction<{ tac: string; password: string }>) {
      submissionStarted(state.reset);
    },
    resetSucceeded(state) {
      submissionSucceeded(state.reset);
    },
    resetFailed(state, action: Failed) {
      submissionFailed(state.reset, action.payload.errors);
    },
    resendRequested(state, _action: PayloadAction<{ captcha: string }>) {
      submissionStarted(state.resend);
      state.countdown.resendStatus = 'loading';
    },
    resendSucceeded(state, action: PayloadAction<{ token: string }>) {
      submissionSucceeded(state.resend);
      state.countdown.resendStatus = 'idle';
      state.token = action.payload.token;
    },
    resendFailed(state, action: Failed) {
      submissionFailed(state.resend, action.payload.errors);
      state.countdown.resendStatus = 'failed';
    },
    ...countdownReducers,
  },
  selectors: {
    selectForgotSubmission: (state) => state.submission,
    selectResetSubmission: (state) => state.reset,
    selectResendSubmission: (state) => state.resend,
    selectForgotCountdown: (state) => state.countdown,
    selectForgotPhone: (state) => state.phone,
    selectResetToken: (state) => state.token,
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
} = slice.selectors;
export default slice.reducer;
