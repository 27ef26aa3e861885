import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cycle } from '../../../shared/contract/loyalty';
import { sessionActions } from '../../frame/session/slice';

/** Spec section 3: a service cycle of a vehicle. Status 0 active, 1 closed, 2 void (domain.md). */
export interface CycleEntity extends Cycle {
  vehicle_guid: string;
}

const adapter = createEntityAdapter<CycleEntity, string>({ selectId: (cycle) => cycle.guid });

const slice = createSlice({
  name: 'cycles',
  initialState: adapter.getInitialState(),
  reducers: {
    /** GET /api/vehicle/{guid}/cycles answered: the vehicle's service history. */
    historyLoaded(state, action: PayloadAction<{ vehicleGuid: string; cycles: Cycle[] }>) {
      adapter.upsertMany(
        state,
        action.payload.cycles.map((cycle) => ({ ...cycle, vehicle_guid: action.payload.vehicleGuid })),
      );
    },
  },
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
