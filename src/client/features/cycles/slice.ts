import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { Cycle } from '../../../shared/contract/loyalty';
import { serviceInfoActions } from '../serviceInfo/slice';
import { sessionActions } from '../session/slice';

/** Spec section 3: a service cycle of a vehicle. Status 0 active, 1 closed, 2 void (domain.md). */
export interface CycleEntity extends Cycle {
  vehicle_guid: string;
}

const adapter = createEntityAdapter<CycleEntity, string>({ selectId: (cycle) => cycle.guid });

const slice = createSlice({
  name: 'cycles',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serviceInfoActions.historyLoaded, (state, action) =>
        adapter.upsertMany(
          state,
          action.payload.cycles.map((cycle) => ({ ...cycle, vehicle_guid: action.payload.vehicleGuid })),
        ),
      )
      .addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
  },
});

export const cyclesActions = slice.actions;
export default slice.reducer;

export const {
  selectAll: selectAllCycles,
  selectById: selectCycleById,
  selectIds: selectCycleIds,
} = adapter.getSelectors((state: { cycles: ReturnType<typeof slice.reducer> }) => state.cycles);
