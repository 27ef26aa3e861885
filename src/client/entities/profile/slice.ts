import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../../../shared/contract/accounts';
import { sessionActions } from '../../frame/session/slice';

export interface ProfileState extends Profile {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

export const emptyProfile: Profile = {
  fullname: '',
  email: '',
  mobile_number: '',
  birth_date: '',
  address: '',
  state: '',
  country: '',
  postal_code: '',
  password: '',
  auth_provider: null,
  referral_code: '',
  survey_pending: false,
};

const initialState: ProfileState = { ...emptyProfile, status: 'idle' };

const slice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    fetchRequested(state) {
      state.status = 'loading';
    },
    fetchSucceeded(_state, action: PayloadAction<Profile>) {
      // Only the contract's fields: an answer with extra fields must not leak them into storage.
      const profile = { ...emptyProfile };
      for (const key of Object.keys(emptyProfile) as (keyof Profile)[]) {
        const value = action.payload[key];
        if (value !== undefined) (profile as Record<string, unknown>)[key] = value;
      }
      return { ...profile, password: '', status: 'succeeded' };
    },
    fetchFailed(state, _action: PayloadAction<{ status: number; error: string | null }>) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

export const profileActions = slice.actions;
export default slice.reducer;

type WithProfile = { profile: ProfileState };

export const selectProfileState = (state: WithProfile) => state.profile;

/** The member's profile fields, without the request status. */
export const selectProfile = createSelector([selectProfileState], ({ status: _status, ...profile }): Profile => profile);

export const selectFullName = (state: WithProfile) => state.profile.fullname.trim();

export const selectProfileStatus = (state: WithProfile) => state.profile.status;

/** Social-login accounts cannot change their password (spec section 6). */
export const selectIsSocialAccount = (state: WithProfile) => Boolean(state.profile.auth_provider);
