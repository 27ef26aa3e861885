import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlaggedEntry, OpsFlaggedPage } from '../../../../shared/contract/flags';
import type { FlaggedQuery } from './api';

export interface FlaggedState {
  /** The kind shown ('' for every kind). */
  kind: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The pages read so far, newest flag first. */
  entries: FlaggedEntry[];
  /** The offset of the page after these; null on the last page. */
  next: number | null;
  error: string | null;
  /** The flag being cleared, and a refused clearing's words. */
  clearing: string | null;
  clearError: { id: string; error: string } | null;
  /** The last flag cleared, for the page to say so. */
  cleared: string | null;
}

const initialState: FlaggedState = { kind: '', status: 'idle', entries: [], next: null, error: null, clearing: null, clearError: null, cleared: null };

const slice = createSlice({
  name: 'flagged',
  initialState,
  reducers: {
    /** The first page of a kind (offset 0), or the page after those shown. */
    queueRequested(state, action: PayloadAction<FlaggedQuery>) {
      state.kind = action.payload.kind;
      state.status = 'loading';
      state.error = null;
      if (action.payload.offset === 0) state.entries = [];
    },
    queueLoaded(state, action: PayloadAction<OpsFlaggedPage>) {
      state.status = 'succeeded';
      state.entries.push(...action.payload.entries);
      state.next = action.payload.next;
    },
    queueFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    clearRequested(state, action: PayloadAction<string>) {
      state.clearing = action.payload;
      state.clearError = null;
      state.cleared = null;
    },
    /** A cleared flag leaves the queue; the rest keep their places. */
    flagCleared(state, action: PayloadAction<string>) {
      state.clearing = null;
      state.cleared = action.payload;
      state.entries = state.entries.filter((entry) => entry.id !== action.payload);
      if (state.next !== null) state.next -= 1;
    },
    clearFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      state.clearing = null;
      state.clearError = action.payload;
    },
  },
});

/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the queue first opens. */
export const FLAGGED_SLICE = 'flagged';

export const flaggedActions = slice.actions;
export const selectFlagged = (state: { [FLAGGED_SLICE]?: FlaggedState }): FlaggedState => state[FLAGGED_SLICE] ?? initialState;
export default slice.reducer;
