import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PushDevice } from './device';

/**
 * The offer at step 4 to be told when the service is verified (domain.md 'Member notifications'):
 * 'checking' until the device is known; 'hidden' where push cannot work, was refused (here or in
 * the browser's prompt) or is on already; 'offered'; 'asking' from the tap until the server has
 * the subscription; 'on' once it has; 'failed' when turning it on did not work (it may be tried again).
 */
export type PushOptInPhase = 'checking' | 'hidden' | 'offered' | 'asking' | 'on' | 'failed';

export interface PushOptInState {
  phase: PushOptInPhase;
}

const initialState: PushOptInState = { phase: 'checking' };

const slice = createSlice({
  name: 'pushOptIn',
  initialState,
  reducers: {
    /** Step 4 is shown: find out, without any prompt, whether to offer push. */
    offerChecked(state) {
      if (state.phase !== 'asking') state.phase = 'checking';
    },
    deviceKnown(state, action: PayloadAction<{ device: PushDevice; refused: boolean }>) {
      const { device, refused } = action.payload;
      state.phase = device === 'available' && !refused ? 'offered' : 'hidden';
    },
    optInClicked(state) {
      state.phase = 'asking';
    },
    /** 'No thanks', or the browser's prompt dismissed or refused: never offered again on this device. */
    refused(state) {
      state.phase = 'hidden';
    },
    subscribed(state) {
      state.phase = 'on';
    },
    failed(state) {
      state.phase = 'failed';
    },
  },
  selectors: {
    selectPushOptInPhase: (state) => state.phase,
  },
});

export const pushOptInActions = slice.actions;
export const { selectPushOptInPhase } = slice.selectors;
export default slice.reducer;
