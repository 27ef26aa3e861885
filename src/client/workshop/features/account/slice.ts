import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SetStaffPasswordRequest, StaffLoginRequest, WorkshopMe } from '../../../../shared/contract/workshopApp';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';
import { sessionActions } from '../../../frame/session/slice';

export interface AccountState {
  /** Who is signed in and for which workshop; null until it is loaded, and after logout. */
  me: WorkshopMe | null;
  meStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
  signIn: SubmissionState;
  code: SubmissionState;
  /** The number the last code was texted to: the password form then asks for the code. */
  codeSentTo: string | null;
  password: SubmissionState;
}

const initialState: AccountState = { me: null, meStatus: 'idle', signIn: initialSubmission, code: initialSubmission, codeSentTo: null, password: initialSubmission };

const signIn = submissionReducers<AccountState, StaffLoginRequest>((state) => state.signIn);
const code = submissionReducers<AccountState, { mobile_number: string }, string>((state) => state.code, {
  succeeded: (state, action) => {
    state.codeSentTo = action.payload;
  },
});
const password = submissionReducers<AccountState, SetStaffPasswordRequest>((state) => state.password);

const slice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    meRequested(state) {
      state.meStatus = 'loading';
    },
    meLoaded(state, action: PayloadAction<WorkshopMe>) {
      state.me = action.payload;
      state.meStatus = 'succeeded';
    },
    meFailed(state) {
      state.meStatus = 'failed';
    },
    signInRequested: signIn.requested,
    signInSucceeded: signIn.succeeded,
    signInFailed: signIn.failed,
    codeRequested: code.requested,
    codeSent: code.succeeded,
    codeFailed: code.failed,
    /** A new account was texted a code when it was made: its owner enters that one. */
    codeAlreadyHeld(state, action: PayloadAction<string>) {
      state.codeSentTo = action.payload;
    },
    /** Back to the number: another one, or the same again. */
    codeForgotten(state) {
      state.codeSentTo = null;
    },
    passwordRequested: password.requested,
    passwordSucceeded: password.succeeded,
    passwordFailed: password.failed,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectMe: (state) => state.me,
    selectMeStatus: (state) => state.meStatus,
    selectIsOwner: (state) => state.me?.staff.role === 'owner',
    selectSignInSubmission: (state) => state.signIn,
    selectCodeSubmission: (state) => state.code,
    selectCodeSentTo: (state) => state.codeSentTo,
    selectPasswordSubmission: (state) => state.password,
  },
});

export const accountActions = slice.actions;
export const { selectMe, selectMeStatus, selectIsOwner, selectSignInSubmission, selectCodeSubmission, selectCodeSentTo, selectPasswordSubmission } = slice.selectors;
export default slice.reducer;
