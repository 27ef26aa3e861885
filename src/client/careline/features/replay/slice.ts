import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReplaySnapshot, SnapshotProblem } from '../../../member/replay';

export interface SupportReplayState {
  status: 'idle' | 'reading' | 'ready' | 'failed';
  /** The member's snapshot being replayed, migrated and redacted. */
  snapshot: ReplaySnapshot | null;
  /** Whether the file's number is a member's, as the server said when the opening was audited. */
  memberFound: boolean;
  /** Why the last file could not be read, or the server's refusal to record its opening. */
  problem: SnapshotProblem | null;
  refusal: string | null;
  /** The last write the replay refused (count makes a repeat visible). */
  refused: { call: string; count: number } | null;
}

const initialState: SupportReplayState = { status: 'idle', snapshot: null, memberFound: false, problem: null, refusal: null, refused: null };

/** The console's replay of a member's diagnostic file (the page, its saga and this slice are a lazy chunk). */
const slice = createSlice({
  name: 'supportReplay',
  initialState,
  reducers: {
    /** The File rides on the action only, never in the state. */
    fileChosen: (_state, _action: PayloadAction<File>) => ({ ...initialState, status: 'reading' }),
    opened: (_state, action: PayloadAction<{ snapshot: ReplaySnapshot; memberFound: boolean }>) => ({ ...initialState, status: 'ready', ...action.payload }),
    unreadable: (_state, action: PayloadAction<SnapshotProblem>) => ({ ...initialState, status: 'failed', problem: action.payload }),
    refusedByServer: (_state, action: PayloadAction<string>) => ({ ...initialState, status: 'failed', refusal: action.payload }),
    writeRefused(state, action: PayloadAction<string>) {
      state.refused = { call: action.payload, count: state.refused?.call === action.payload ? state.refused.count + 1 : 1 };
    },
    left: () => initialState,
  },
});

/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the replay first opens. */
export const SUPPORT_REPLAY_SLICE = 'supportReplay';

export const supportReplayActions = slice.actions;
export const selectSupportReplay = (state: { [SUPPORT_REPLAY_SLICE]?: SupportReplayState }): SupportReplayState => state[SUPPORT_REPLAY_SLICE] ?? initialState;
export default slice.reducer;
