import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegisterRequest, RegisterSocialRequest } from '../../../../shared/contract/accounts';
import type { FormMessage } from '../../../frame/ui/form/messages';
import {
  initialSubmission,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
  type SubmissionState,
} from '../../../frame/forms/submission';
import { countdownReducers, initialCountdown, type CountdownState } from './resendCountdown';

/** The two kinds of sign-up the form sends: the plain one, or the one that carries a social login. */
export type RegistrationRequest = ({ kind: 'mobile' } & RegisterRequest) | ({ kind: 'social' } & RegisterSocialRequest);

export interface RegisterState {
  submission: SubmissionState;
  verification: SubmissionState;
  /** The number the code went to, as sent ('60123456789'). */
  phone: string | null;
  countdown: CountdownState;
}

const initialState: RegisterState = {
  submission: initialSubmission,
  verification: initialSubmission,
  phone: null,
  countdown: initialCountdown,
};

type Failed = PayloadAction<{ errors: Record<string, FormMessage> }>;

const slice = createSlice({
  name: 'register',
  initialState,
  reducers: {
    submitRequested(state, _action: PayloadAction<RegistrationRequest>) {
      submissionStarted(state.submission);
    },
    /** The account exists, unverified; the code is on its way to `phone`. */
    submitSucceeded(state, action: PayloadAction<{ phone: string }>) {
      submissionSucceeded(state.submission);
      state.phone = action.payload.phone;
    },
    submitFailed(state, action: Failed) {
      submissionFailed(state.submission, action.payload.errors);
    },
    tacPageOpened(state, action: PayloadAction<{ phone: string }>) {
      state.phone = action.payload.phone;
    },
    /** The countdown saga stops on this; the countdown state resets as it stops. */
    tacPageLeft() {},
    verifyRequested(state, _action: PayloadAction<{ tac: string }>) {
      submissionStarted(state.verification);
    },
    /** Tokens stored and profile loaded: the registration is complete. */
    verifySucceeded(state) {
      submissionSucceeded(state.verification);
    },
    verifyFailed(state, action: Failed) {
      submissionFailed(state.verification, action.payload.errors);
    },
    resendRequested(state) {
      state.countdown.resendStatus = 'loading';
    },
    resendSucceeded(state) {
      state.countdown.resendStatus = 'idle';
    },
    resendFailed(state) {
      state.countdown.resendStatus = 'failed';
    },
    ...countdownReducers,
  },
  selectors: {
    selectRegisterSubmission: (state) => state.submission,
    selectVerification: (state) => state.verification,
    selectRegisterCountdown: (state) => state.countdown,
    selectRegisterPhone: (state) => state.phone,
  },
});

export const registerActions = slice.actions;
export const { selectRegisterSubmission, selectVerification, selectRegisterCountdown, selectRegisterPhone } = slice.selectors;
export default slice.reducer;
