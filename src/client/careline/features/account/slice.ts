import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarelineEnrolment, CarelineStaff, CarelineTotpSetup } from '../../../../shared/contract/careline';
import { sessionActions } from '../../../frame/session/slice';
import type { PasswordSignIn } from './api';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A refusal as the person reads it: the server's own text, or one of ours by its key. */
export interface Refusal {
  text?: string;
  key?: RefusalKey;
}

/** Our own words for a refusal the server did not word (a closed passkey prompt, no connection). */
export type RefusalKey = 'account.passkeyCancelled' | 'account.noConnection' | 'account.serverError';

export interface AccountState {
  /** The signed-in person, for the header and the pages a role may see. */
  me: CarelineStaff | null;
  meStatus: RequestStatus;
  signIn: { status: RequestStatus; refusal: Refusal | null };
  enrol: {
    /** Reading the link: 'failed' when the server does not know it (used, replaced or expired). */
    linkStatus: RequestStatus;
    token: string | null;
    person: CarelineEnrolment | null;
    totp: CarelineTotpSetup | null;
    status: RequestStatus;
    refusal: Refusal | null;
  };
  /** The server ended the session (its refresh was refused): the sign-in page says why. */
  sessionEnded: boolean;
}

const initialState: AccountState = {
  me: null,
  meStatus: 'idle',
  signIn: { status: 'idle', refusal: null },
  enrol: { linkStatus: 'idle', token: null, person: null, totp: null, status: 'idle', refusal: null },
  sessionEnded: false,
};

const slice = createSlice({
  name: 'carelineAccount',
  initialState,
  reducers: {
    passkeySignInRequested(state) {
      state.signIn = { status: 'loading', refusal: null };
    },
    passwordSignInRequested(state, _action: PayloadAction<PasswordSignIn>) {
      state.signIn = { status: 'loading', refusal: null };
    },
    signInSucceeded(state) {
      state.signIn = { status: 'succeeded', refusal: null };
      state.sessionEnded = false;
    },
    signInFailed(state, action: PayloadAction<Refusal>) {
      state.signIn = { status: 'failed', refusal: action.payload };
    },

    /** The token after # in the enrolment link. */
    enrolmentOpened(state, action: PayloadAction<string>) {
      state.enrol = { ...initialState.enrol, token: action.payload, linkStatus: 'loading' };
    },
    enrolmentRead(state, action: PayloadAction<CarelineEnrolment>) {
      state.enrol.linkStatus = 'succeeded';
      state.enrol.person = action.payload;
    },
    enrolmentUnreadable(state, action: PayloadAction<Refusal>) {
      state.enrol.linkStatus = 'failed';
      state.enrol.refusal = action.payload;
    },
    totpRequested(state) {
      state.enrol.status = 'loading';
      state.enrol.refusal = null;
    },
    totpStarted(state, action: PayloadAction<CarelineTotpSetup>) {
      state.enrol.status = 'idle';
      state.enrol.totp = action.payload;
    },
    passkeyEnrolRequested(state) {
      state.enrol.status = 'loading';
      state.enrol.refusal = null;
    },
    passwordEnrolRequested(state, _action: PayloadAction<{ password: string; totp: string }>) {
      state.enrol.status = 'loading';
      state.enrol.refusal = null;
    },
    enrolSucceeded(state) {
      state.enrol = { ...initialState.enrol, status: 'succeeded' };
      state.sessionEnded = false;
    },
    enrolFailed(state, action: PayloadAction<Refusal>) {
      state.enrol.status = 'failed';
      state.enrol.refusal = action.payload;
    },

    meRequested(state) {
      state.meStatus = 'loading';
    },
    meLoaded(state, action: PayloadAction<CarelineStaff>) {
      state.me = action.payload;
      state.meStatus = 'succeeded';
    },
    meFailed(state) {
      state.meStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      // Only a refusal ends a session; a server that could not answer (5xx) leaves it as it was.
      .addCase(sessionActions.refreshFailed, (state, action) => {
        if (action.payload.status === 401) state.sessionEnded = true;
      })
      .addCase(sessionActions.loggedOut, (state) => ({ ...initialState, sessionEnded: state.sessionEnded }));
  },
  selectors: {
    selectMe: (state) => state.me,
    selectMeStatus: (state) => state.meStatus,
    selectSignIn: (state) => state.signIn,
    selectEnrol: (state) => state.enrol,
    selectSessionEnded: (state) => state.sessionEnded,
  },
});

export const accountActions = slice.actions;
export const { selectMe, selectMeStatus, selectSignIn, selectEnrol, selectSessionEnded } = slice.selectors;
export default slice.reducer;
