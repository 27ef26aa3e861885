import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '../../frame/session/slice';
import type { LoyaltyLoaded } from './normalise';
import { MAX_VEHICLES } from '../../../shared/loyalty/constants';

export interface LoyaltyState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Spec section 4: the spinner stays 1 second after the data arrives. */
  spinner: boolean;
  maxVehicles: number;
}

const initialState: LoyaltyState = { status: 'idle', spinner: false, maxVehicles: MAX_VEHICLES };

const slice = createSlice({
  name: 'loyalty',
  initialState,
  reducers: {
    fetchRequested(state) {
      state.status = 'loading';
      state.spinner = true;
    },
    /** Each entity slice takes its part of this one event. */
    fetchSucceeded(state, action: PayloadAction<LoyaltyLoaded>) {
      state.status = 'succeeded';
      state.maxVehicles = action.payload.maxVehicles;
    },
    fetchFailed(state, _action: PayloadAction<{ status: number; error: string | null }>) {
      state.status = 'failed';
    },
    spinnerHidden(state) {
      state.spinner = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectLoyaltyStatus: (state) => state.status,
    selectLoyaltySpinner: (state) => state.spinner,
  },
});

export const loyaltyActions = slice.actions;
export const { selectLoyaltyStatus, selectLoyaltySpinner } = slice.selectors;
export default slice.reducer;
