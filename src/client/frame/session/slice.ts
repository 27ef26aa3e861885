import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrowserTokens } from '../../../shared/contract/accounts';
import { hasAccessToken } from './cookies';

export interface SessionState {
  /** Mirrors the access_token cookie (spec section 4); the tokens themselves live only in cookies. */
  isLoggedIn: boolean;
  /** A token refresh is in flight; other calls that got a 401 wait for its outcome. */
  refreshing: boolean;
  /** The logout request. */
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

export const initialSessionState = (): SessionState => ({ isLoggedIn: hasAccessToken(), refreshing: false, status: 'idle' });

const slice = createSlice({
  name: 'session',
  // Lazy, so a store made after login (or in a test after setting the cookie) sees the cookie.
  initialState: initialSessionState,
  reducers: {
    /** Login, verification or password reset answered with tokens. */
    loggedIn(state, _action: PayloadAction<BrowserTokens>) {
      state.isLoggedIn = true;
      state.status = 'idle';
    },
    refreshStarted(state) {
      state.refreshing = true;
    },
    /** New tokens are in the cookies (they are not carried by the action, to keep them out of logs). */
    tokensRefreshed(state) {
      state.refreshing = false;
      state.isLoggedIn = true;
    },
    refreshFailed(state, _action: PayloadAction<{ status: number }>) {
      state.refreshing = false;
    },
    logoutRequested(state) {
      state.status = 'loading';
    },
    /** Cookies and storage are cleared: every member-owned slice empties on this event. */
    loggedOut(state) {
      state.isLoggedIn = false;
      state.refreshing = false;
      state.status = 'succeeded';
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectRefreshing: (state) => state.refreshing,
    selectSessionStatus: (state) => state.status,
  },
});

export const sessionActions = slice.actions;
export const { selectIsLoggedIn, selectRefreshing, selectSessionStatus } = slice.selectors;
export default slice.reducer;
