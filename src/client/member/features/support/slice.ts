import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReplaySnapshot, SnapshotProblem, SnapshotRoute } from './snapshot';

export interface SupportState {
  /** The member's diagnostic file. */
  download: 'idle' | 'preparing' | 'saved' | 'failed';
  replay: {
    status: 'idle' | 'reading' | 'ready' | 'failed';
    /** The snapshot being replayed, migrated and redacted. */
    snapshot: ReplaySnapshot | null;
    /** Why the last file could not be read. */
    problem: SnapshotProblem | null;
    /** The last write the replay refused, to tell support staff (count makes a repeat visible). */
    refused: { call: string; count: number } | null;
  };
}

const initialReplay: SupportState['replay'] = { status: 'idle', snapshot: null, problem: null, refused: null };
const initialState: SupportState = { download: 'idle', replay: initialReplay };

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
    /** Support staff dropped or picked a file (the File rides on the action only, never in the state). */
    replayFileChosen(state, _action: PayloadAction<File>) {
      state.replay = { ...initialReplay, status: 'reading' };
    },
    replayReady(state, action: PayloadAction<ReplaySnapshot>) {
      state.replay = { ...initialReplay, status: 'ready', snapshot: action.payload };
    },
    replayFailed(state, action: PayloadAction<SnapshotProblem>) {
      state.replay = { ...initialReplay, status: 'failed', problem: action.payload };
    },
    replayWriteRefused(state, action: PayloadAction<{ call: string }>) {
      const { refused } = state.replay;
      state.replay.refused = { call: action.payload.call, count: refused?.call === action.payload.call ? refused.count + 1 : 1 };
    },
    /** Leaving the replay: the staff member's own app is back as it was. */
    replayLeft(state) {
      state.replay = initialReplay;
    },
  },
  selectors: {
    selectDownloadStatus: (state) => state.download,
    selectReplay: (state) => state.replay,
    selectReplayActive: (state) => state.replay.status === 'ready',
  },
});

export const supportActions = slice.actions;
export const { selectDownloadStatus, selectReplay, selectReplayActive } = slice.selectors;
export default slice.reducer;
