import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { sessionActions } from '../session/slice';

/** Spec section 3: a service cycle of a vehicle. Status 0 active, 1 closed, 2 void (domain.md). */
export interface Cycle {
  guid: string;
  created_date: string;
  status: number;
  vehicle_guid?: string;
}

const adapter = createEntityAdapter<Cycle, string>({ selectId: (cycle) => cycle.guid });

const slice = createSlice({
  name: 'cycles',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
  },
});

export const cyclesActions = slice.actions;
export default slice.reducer;

export const {
  selectAll: selectAllCycles,
  selectById: selectCycleById,
  selectIds: selectCycleIds,
} = adapter.getSelectors((state: { cycles: ReturnType<typeof slice.reducer> }) => state.cycles);
