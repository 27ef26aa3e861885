import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarelineWorkshop, NewWorkshopRequest } from '../../../../shared/contract/carelineWorkshops';

export type WorkshopChange = 'add' | 'cease' | 'owner' | 'key';

export interface WorkshopsState {
  query: string;
  list: { status: 'idle' | 'loading' | 'loaded' | 'failed'; workshops: CarelineWorkshop[]; error: string | null };
  /** The change in hand, on which workshop (null while adding), and how it went. */
  change: { kind: WorkshopChange | null; workshopId: string | null; status: 'idle' | 'loading' | 'succeeded' | 'failed'; error: string | null };
  /** A new key, shown once until dismissed (the server keeps only its hash). */
  key: { workshopId: string; key: string } | null;
}

export const initialWorkshopsState: WorkshopsState = {
  query: '',
  list: { status: 'idle', workshops: [], error: null },
  change: { kind: null, workshopId: null, status: 'idle', error: null },
  key: null,
};

const changing = (state: WorkshopsState, kind: WorkshopChange, workshopId: string | null) => {
  state.change = { kind, workshopId, status: 'loading', error: null };
};

const slice = createSlice({
  name: 'carelineWorkshops',
  initialState: initialWorkshopsState,
  reducers: {
    searched(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.list.status = 'loading';
      state.list.error = null;
    },
    loaded(state, action: PayloadAction<CarelineWorkshop[]>) {
      state.list = { status: 'loaded', workshops: action.payload, error: null };
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.list = { ...state.list, status: 'failed', error: action.payload };
    },
    addRequested(state, _action: PayloadAction<NewWorkshopRequest>) {
      changing(state, 'add', null);
    },
    ceaseRequested(state, action: PayloadAction<string>) {
      changing(state, 'cease', action.payload);
    },
    ownerRequested(state, action: PayloadAction<{ workshopId: string; name: string; mobile_number: string }>) {
      changing(state, 'owner', action.payload.workshopId);
    },
    keyRequested(state, action: PayloadAction<string>) {
      changing(state, 'key', action.payload);
      state.key = null;
    },
    /** The workshop as the server now has it: first in the list when new. */
    changed(state, action: PayloadAction<CarelineWorkshop>) {
      const workshop = action.payload;
      const at = state.list.workshops.findIndex((w) => w.workshop_id === workshop.workshop_id);
      if (at >= 0) state.list.workshops[at] = workshop;
      else state.list.workshops.unshift(workshop);
      state.change.status = 'succeeded';
    },
    ownerCreated(state, action: PayloadAction<{ workshopId: string; name: string; mobile_number: string }>) {
      const { workshopId, name, mobile_number } = action.payload;
      const workshop = state.list.workshops.find((w) => w.workshop_id === workshopId);
      if (workshop) workshop.owner = { name, mobile_number };
      state.change.status = 'succeeded';
    },
    keyIssued(state, action: PayloadAction<{ workshopId: string; key: string }>) {
      const workshop = state.list.workshops.find((w) => w.workshop_id === action.payload.workshopId);
      if (workshop) workshop.has_key = true;
      state.key = action.payload;
      state.change.status = 'succeeded';
    },
    changeFailed(state, action: PayloadAction<string>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
    keyDismissed(state) {
      state.key = null;
    },
  },
});

/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the page first opens. */
export const WORKSHOPS_SLICE = 'workshops';

export const workshopsActions = slice.actions;
export const selectWorkshops = (state: { [WORKSHOPS_SLICE]?: WorkshopsState }): WorkshopsState => state[WORKSHOPS_SLICE] ?? initialWorkshopsState;
export default slice.reducer;
