import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { Vehicle } from '../../../shared/contract/loyalty';
import { loyaltyActions } from '../dashboard/slice';
import { sessionActions } from '../session/slice';

export type { NullableDate as ValidTime } from '../../../shared/contract/loyalty';

/**
 * Spec section 3, normalised: the vehicle's current services live in the services slice and the
 * vehicle keeps their guids in the server's order (newest first).
 */
export interface VehicleEntity extends Omit<Vehicle, 'services'> {
  service_guids: string[];
}

const adapter = createEntityAdapter<VehicleEntity, string>({ selectId: (vehicle) => vehicle.guid });

const slice = createSlice({
  name: 'vehicles',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      // The loyalty answer is the whole list: a vehicle it no longer has is gone.
      .addCase(loyaltyActions.fetchSucceeded, (state, action) => adapter.setAll(state, action.payload.vehicles))
      .addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
  },
});

export const vehiclesActions = slice.actions;
export default slice.reducer;

export const {
  selectAll: selectAllVehicles,
  selectById: selectVehicleById,
  selectIds: selectVehicleIds,
  selectTotal: selectVehicleCount,
} = adapter.getSelectors((state: { vehicles: ReturnType<typeof slice.reducer> }) => state.vehicles);
