import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewPersonalToken, PersonalToken } from '../../../../shared/contract/careline';
import type { NewTokenRequest } from './api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface MyAccountState {
  tokens: { status: 'idle' | 'loading' | 'loaded' | 'failed'; list: PersonalToken[]; error: string | null };
  /** Making or revoking a token: how it went. */
  tokenChange: { status: Status; error: string | null };
  /** A new token, shown once until dismissed (the server keeps only its hash). */
  made: NewPersonalToken | null;
  passkey: { status: Status; error: string | null; count: number | null };
}

export const initialMyAccountState: MyAccountState = {
  tokens: { status: 'idle', list: [], error: null },
  tokenChange: { status: 'idle', error: null },
  made: null,
  passkey: { status: 'idle', error: null, count: null },
};

const slice = createSlice({
  name: 'carelineMyAccount',
  initialState: initialMyAccountState,
  reducers: {
    tokensRequested(state) {
      state.tokens.status = 'loading';
    },
    tokensLoaded(state, action: PayloadAction<PersonalToken[]>) {
      state.tokens = { status: 'loaded', list: action.payload, error: null };
    },
    tokensFailed(state, action: PayloadAction<string>) {
      state.tokens = { ...state.tokens, status: 'failed', error: action.payload };
    },
    createRequested(state, _action: PayloadAction<NewTokenRequest>) {
      state.tokenChange = { status: 'loading', error: null };
      state.made = null;
    },
    created(state, action: PayloadAction<NewPersonalToken>) {
      state.tokenChange = { status: 'succeeded', error: null };
      state.made = action.payload;
      state.tokens.list.unshift(action.payload.details);
    },
    revokeRequested(state, _action: PayloadAction<number>) {
      state.tokenChange = { status: 'loading', error: null };
    },
    revoked(state, action: PayloadAction<{ id: number; at: string }>) {
      state.tokenChange = { status: 'succeeded', error: null };
      const token = state.tokens.list.find((t) => t.id === action.payload.id);
      if (token) token.revoked_at = action.payload.at;
    },
    tokenFailed(state, action: PayloadAction<string>) {
      state.tokenChange = { status: 'failed', error: action.payload };
    },
    madeDismissed(state) {
      state.made = null;
    },
    passkeyRequested(state) {
      state.passkey = { status: 'loading', error: null, count: null };
    },
    passkeyAdded(state, action: PayloadAction<number>) {
      state.passkey = { status: 'succeeded', error: null, count: action.payload };
    },
    passkeyFailed(state, action: PayloadAction<string | null>) {
      state.passkey = { status: 'failed', error: action.payload, count: null };
    },
  },
});

/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the page first opens. */
export const MY_ACCOUNT_SLICE = 'myAccount';

export const myAccountActions = slice.actions;
export const selectMyAccount = (state: { [MY_ACCOUNT_SLICE]?: MyAccountState }): MyAccountState => state[MY_ACCOUNT_SLICE] ?? initialMyAccountState;
export default slice.reducer;
