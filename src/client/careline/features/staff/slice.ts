import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarelineInvitation, CarelineRole, CarelineStaff } from '../../../../shared/contract/careline';

export type StaffChange = 'invite' | 'role' | 'deactivate' | 'reactivate' | 'reset';

export interface StaffState {
  list: { status: 'idle' | 'loading' | 'loaded' | 'failed'; people: CarelineStaff[]; error: string | null };
  /** The change in hand, on whom (null for an invitation), and how it went. */
  change: { kind: StaffChange | null; id: number | null; status: 'idle' | 'loading' | 'succeeded' | 'failed'; error: string | null };
  /** A one-time enrolment link to hand over, shown until dismissed (the server keeps only its hash). */
  link: CarelineInvitation | null;
}

export const initialStaffState: StaffState = {
  list: { status: 'idle', people: [], error: null },
  change: { kind: null, id: null, status: 'idle', error: null },
  link: null,
};

const changing = (state: StaffState, kind: StaffChange, id: number | null) => {
  state.change = { kind, id, status: 'loading', error: null };
};

const slice = createSlice({
  name: 'carelineStaff',
  initialState: initialStaffState,
  reducers: {
    loadRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    loaded(state, action: PayloadAction<CarelineStaff[]>) {
      state.list = { status: 'loaded', people: action.payload, error: null };
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.list = { ...state.list, status: 'failed', error: action.payload };
    },
    inviteRequested(state, _action: PayloadAction<{ email: string; role: CarelineRole }>) {
      changing(state, 'invite', null);
      state.link = null;
    },
    roleRequested(state, action: PayloadAction<{ id: number; role: CarelineRole }>) {
      changing(state, 'role', action.payload.id);
    },
    deactivateRequested(state, action: PayloadAction<number>) {
      changing(state, 'deactivate', action.payload);
    },
    reactivateRequested(state, action: PayloadAction<number>) {
      changing(state, 'reactivate', action.payload);
    },
    resetRequested(state, action: PayloadAction<number>) {
      changing(state, 'reset', action.payload);
      state.link = null;
    },
    /** The person as the server now has them (in the list, or added to it), and a new link if one was made. */
    changed(state, action: PayloadAction<{ person: CarelineStaff; link?: CarelineInvitation }>) {
      const { person, link } = action.payload;
      const at = state.list.people.findIndex((p) => p.id === person.id);
      if (at >= 0) state.list.people[at] = person;
      else state.list.people.push(person);
      state.change.status = 'succeeded';
      if (link) state.link = link;
    },
    changeFailed(state, action: PayloadAction<string>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
    linkDismissed(state) {
      state.link = null;
    },
  },
});

/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the page first opens. */
export const STAFF_SLICE = 'staff';

export const staffActions = slice.actions;
export const selectStaff = (state: { [STAFF_SLICE]?: StaffState }): StaffState => state[STAFF_SLICE] ?? initialStaffState;
export default slice.reducer;
