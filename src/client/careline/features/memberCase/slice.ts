import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberCase } from '../../../../shared/contract/carelineCases';

export type CaseAction = 'allowance' | 'plateRelease' | 'mobileCode' | 'mobileConfirm';
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
}

const initialState: MemberCaseState = { mobile: null, status: 'idle', data: null, error: null, action: { kind: null, status: 'idle', error: null }, codeSentTo: null };

const slice = createSlice({
  name: 'memberCase',
  initialState,
  reducers: {
    caseRequested(state, action: PayloadAction<string>) {
      if (state.mobile !== action.payload) {
        state.data = null;
        state.codeSentTo = null;
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
  selectors: {
    selectCase: (state) => state,
  },
});

export const memberCaseActions = slice.actions;
export const { selectCase } = slice.selectors;
export default slice.reducer;
