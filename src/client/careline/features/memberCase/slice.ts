import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberCase } from '../../../../shared/contract/carelineCases';

export type CaseAction = 'allowance' | 'plateRelease' | 'mobileCode' | 'mobileConfirm' | 'export' | 'removal';
type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface MemberCaseState {
  mobile: string | null;
  status: Status;
  data: MemberCase | null;
  error: string | null;
  /** The action in flight or last done, and how it ended. */
  action: { kind: CaseAction | null; status: Status; error: string | null };
  /** Step 1 of a number change is done: the code went to this number. */
  codeSentTo: string | null;
  /** The number whose member's personal data was removed (PDPA) from this case. */
  removed: string | null;
}

const initialState: MemberCaseState = { mobile: null, status: 'idle', data: null, error: null, action: { kind: null, status: 'idle', error: null }, codeSentTo: null, removed: null };

const slice = createSlice({
  name: 'memberCase',
  initialState,
  reducers: {
    caseRequested(state, action: PayloadAction<string>) {
      if (state.mobile !== action.payload) {
        state.data = null;
        state.codeSentTo = null;
        state.removed = null;
        state.action = { kind: null, status: 'idle', error: null };
      }
      state.mobile = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    caseLoaded(state, action: PayloadAction<MemberCase>) {
      state.status = 'succeeded';
      state.data = action.payload;
    },
    caseFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    allowanceRequested(state, _action: PayloadAction<{ mobile: string; maxVehicles: number }>) {
      state.action = { kind: 'allowance', status: 'loading', error: null };
    },
    plateReleaseRequested(state, _action: PayloadAction<{ mobile: string; plate: string }>) {
      state.action = { kind: 'plateRelease', status: 'loading', error: null };
    },
    mobileCodeRequested(state, _action: PayloadAction<{ mobile: string; newMobile: string }>) {
      state.action = { kind: 'mobileCode', status: 'loading', error: null };
    },
    mobileConfirmRequested(state, _action: PayloadAction<{ mobile: string; newMobile: string; code: string }>) {
      state.action = { kind: 'mobileConfirm', status: 'loading', error: null };
    },
    /** PDPA: everything held about the member, downloaded as a zip (its saga starts with the case page). */
    exportRequested(state, _action: PayloadAction<string>) {
      state.action = { kind: 'export', status: 'loading', error: null };
    },
    /** PDPA: the member's personal data removed, once the person typed the number to confirm. */
    removalRequested(state, _action: PayloadAction<string>) {
      state.action = { kind: 'removal', status: 'loading', error: null };
    },
    memberRemoved(state, action: PayloadAction<string>) {
      state.removed = action.payload;
      state.data = null;
      state.action.status = 'succeeded';
    },
    codeSent(state, action: PayloadAction<string>) {
      state.codeSentTo = action.payload;
    },
    actionSucceeded(state) {
      state.action.status = 'succeeded';
    },
    actionFailed(state, action: PayloadAction<string>) {
      state.action.status = 'failed';
      state.action.error = action.payload;
    },
  },
});

export const memberCaseActions = slice.actions;
/** Where the case page's chunk adds the slice to the store (useFeatureSaga), when a case first opens. */
export const MEMBER_CASE_SLICE = 'memberCase';
export const selectCase = (state: { [MEMBER_CASE_SLICE]?: MemberCaseState }): MemberCaseState => state[MEMBER_CASE_SLICE] ?? initialState;
export default slice.reducer;
