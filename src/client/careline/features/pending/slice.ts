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
  selectors: {
    selectPending: (state) => state,
  },
});

export const pendingActions = slice.actions;
export const { selectPending } = slice.selectors;
export default slice.reducer;
