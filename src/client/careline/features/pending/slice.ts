import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PendingQueuePage } from '../../../../shared/contract/carelineCases';

export interface PendingState {
  workshop: string;
  page: number;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data: PendingQueuePage | null;
  error: string | null;
}

const initialState: PendingState = { workshop: '', page: 1, status: 'idle', data: null, error: null };

const slice = createSlice({
  name: 'pendingQueue',
  initialState,
  reducers: {
    queueRequested(state, action: PayloadAction<{ workshop: string; page: number }>) {
      state.workshop = action.payload.workshop;
      state.page = action.payload.page;
      state.status = 'loading';
      state.error = null;
    },
    queueLoaded(state, action: PayloadAction<PendingQueuePage>) {
      state.status = 'succeeded';
      state.data = action.payload;
    },
    queueFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const pendingActions = slice.actions;
/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the page first opens. */
export const PENDING_SLICE = 'pendingQueue';
export const selectPending = (state: { [PENDING_SLICE]?: PendingState }): PendingState => state[PENDING_SLICE] ?? initialState;
export default slice.reducer;
