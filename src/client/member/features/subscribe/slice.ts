import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SubscribeState {
  /** The unsubscribe call; its answer is not shown (spec section 7), only whether it has run. */
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: SubscribeState = { status: 'idle' };

const slice = createSlice({
  name: 'subscribe',
  initialState,
  reducers: {
    unsubscribeRequested(state, _action: PayloadAction<{ email: string }>) {
      state.status = 'loading';
    },
    unsubscribeSucceeded(state) {
      state.status = 'succeeded';
    },
    unsubscribeFailed(state, _action: PayloadAction<{ status: number; error: string | null }>) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectUnsubscribeStatus: (state) => state.status,
  },
});

export const subscribeActions = slice.actions;
export const { selectUnsubscribeStatus } = slice.selectors;
export default slice.reducer;
