import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Refusal } from '../../features/account/slice';

export interface StepUpState {
  /** A call was refused for want of a step-up; the dialog is open until it is done or cancelled. */
  open: boolean;
  status: 'idle' | 'loading' | 'failed';
  /** The server's text, or the key of ours (a closed passkey prompt). */
  error: Refusal | null;
}

const initialState: StepUpState = { open: false, status: 'idle', error: null };

const slice = createSlice({
  name: 'stepUp',
  initialState,
  reducers: {
    required(state) {
      state.open = true;
      state.status = 'idle';
      state.error = null;
    },
    passkeyRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    codeRequested(state, _action: PayloadAction<string>) {
      state.status = 'loading';
      state.error = null;
    },
    failed(state, action: PayloadAction<Refusal>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    confirmed: () => initialState,
    cancelled: () => initialState,
  },
  selectors: {
    selectStepUp: (state) => state,
  },
});

export const stepUpActions = slice.actions;
export const { selectStepUp } = slice.selectors;
export default slice.reducer;
