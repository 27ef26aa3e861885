import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SnapshotRoute } from './snapshot';

export interface SupportState {
  /** The member's diagnostic file (the careline replays it in its console). */
  download: 'idle' | 'preparing' | 'saved' | 'failed';
}

const initialState: SupportState = { download: 'idle' };

const slice = createSlice({
  name: 'support',
  initialState,
  reducers: {
    /** Download the diagnostic file; `route` is where the member is (path, query and page state). */
    snapshotRequested(state, _action: PayloadAction<{ route: SnapshotRoute }>) {
      state.download = 'preparing';
    },
    snapshotSaved(state) {
      state.download = 'saved';
    },
    snapshotFailed(state) {
      state.download = 'failed';
    },
  },
  selectors: {
    selectDownloadStatus: (state) => state.download,
  },
});

export const supportActions = slice.actions;
export const { selectDownloadStatus } = slice.selectors;
export default slice.reducer;
