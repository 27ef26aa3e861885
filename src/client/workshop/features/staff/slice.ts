import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddStaffRequest, StaffAccount } from '../../../../shared/contract/workshopApp';
import { initialSubmission, submissionReducers, type SubmissionState } from '../../../frame/forms/submission';
import { sessionActions } from '../../../frame/session/slice';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export const staffAdapter = createEntityAdapter<StaffAccount, number>({ selectId: (account) => account.id });

export interface StaffState {
  accounts: ReturnType<typeof staffAdapter.getInitialState> & { status: LoadStatus };
  add: SubmissionState;
  /** The account being removed, while the request runs. */
  removing: number | null;
  /** The new workshop key, shown once: it is never kept past leaving the page. */
  key: { value: string | null; status: LoadStatus; copied: boolean };
}

const initialState: StaffState = {
  accounts: staffAdapter.getInitialState({ status: 'idle' as LoadStatus }),
  add: initialSubmission,
  removing: null,
  key: { value: null, status: 'idle', copied: false },
};

const add = submissionReducers<StaffState, AddStaffRequest, StaffAccount>((state) => state.add, {
  succeeded: (state, action) => {
    staffAdapter.addOne(state.accounts, action.payload);
  },
});

const slice = createSlice({
  name: 'staff',
  initialState,
  reducers: {
    listRequested(state) {
      state.accounts.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<StaffAccount[]>) {
      staffAdapter.setAll(state.accounts, action.payload);
      state.accounts.status = 'succeeded';
    },
    listFailed(state) {
      state.accounts.status = 'failed';
    },
    addRequested: add.requested,
    addSucceeded: add.succeeded,
    addFailed: add.failed,
    removeRequested(state, action: PayloadAction<number>) {
      state.removing = action.payload;
    },
    removed(state, action: PayloadAction<number>) {
      staffAdapter.removeOne(state.accounts, action.payload);
      state.removing = null;
    },
    removeFailed(state) {
      state.removing = null;
    },
    keyRotationRequested(state) {
      state.key = { value: null, status: 'loading', copied: false };
    },
    keyRotated(state, action: PayloadAction<string>) {
      state.key = { value: action.payload, status: 'succeeded', copied: false };
    },
    keyRotationFailed(state) {
      state.key.status = 'failed';
    },
    keyCopyRequested() {},
    keyCopied(state) {
      state.key.copied = true;
    },
    keyCopyNoticeEnded(state) {
      state.key.copied = false;
    },
    /** Leaving the key's page forgets the key: it is shown once. */
    keyDismissed(state) {
      state.key = initialState.key;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectStaffStatus: (state) => state.accounts.status,
    selectAddSubmission: (state) => state.add,
    selectRemoving: (state) => state.removing,
    selectKey: (state) => state.key,
  },
});

export const staffActions = slice.actions;
export const { selectStaffStatus, selectAddSubmission, selectRemoving, selectKey } = slice.selectors;
export const { selectAll: selectStaffAccounts } = staffAdapter.getSelectors((state: { staff: StaffState }) => state.staff.accounts);
export default slice.reducer;
