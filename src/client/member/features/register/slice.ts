import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegisterRequest, RegisterSocialRequest } from '../../../../shared/contract/accounts';
import { codePageReducers, initialCodePage, type CodePageState } from '../../../frame/forms/codePage';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';
import { registrationCompleted } from '../../../frame/events';

/** The two kinds of sign-up the form sends: the plain one, or the one that carries a social login. */
export type RegistrationRequest = ({ kind: 'mobile' } & RegisterRequest) | ({ kind: 'social' } & RegisterSocialRequest);

export interface RegisterState extends CodePageState {
  submission: SubmissionState;
  verification: SubmissionState;
  /** The number the code went to, as sent ('60123456789'). */
  phone: string | null;
}

const initialState: RegisterState = {
  ...initialCodePage,
  submission: initialSubmission,
  verification: initialSubmission,
  phone: null,
};

/** The account exists, unverified; the code is on its way to `phone`. */
const registration = submissionReducers<RegisterState, RegistrationRequest, { phone: string }>((state) => state.submission, {
  succeeded(state, action) {
    state.phone = action.payload.phone;
  },
});
const verification = submissionReducers<RegisterState, { tac: string }>((state) => state.verification);

const slice = createSlice({
  name: 'register',
  initialState,
  reducers: {
    submitRequested: registration.requested,
    submitSucceeded: registration.succeeded,
    submitFailed: registration.failed,
    tacPageOpened(state, action: PayloadAction<{ phone: string }>) {
      state.phone = action.payload.phone;
    },
    verifyRequested: verification.requested,
    verifyFailed: verification.failed,
    ...codePageReducers<RegisterState>(),
  },
  extraReducers: (builder) => {
    // Tokens stored and profile loaded: the code page's own submission has its answer.
    builder.addCase(registrationCompleted, verification.succeeded);
  },
  selectors: {
    selectRegisterSubmission: (state) => state.submission,
    selectVerification: (state) => state.verification,
    selectRegisterCountdown: (state) => state.countdown,
    selectRegisterResend: (state) => state.resend,
    selectRegisterPhone: (state) => state.phone,
    selectRegisterOffer: (state) => state.offer,
  },
});

export const registerActions = slice.actions;
export const { selectRegisterSubmission, selectVerification, selectRegisterCountdown, selectRegisterResend, selectRegisterPhone, selectRegisterOffer } =
  slice.selectors;
export default slice.reducer;
