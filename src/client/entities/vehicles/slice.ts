import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { sessionActions } from '../../frame/session/slice';
import type { VehicleEntity } from '../loyalty/normalise';
import { loyaltyActions } from '../loyalty/slice';

export type { NullableDate as ValidTime } from '../../../shared/contract/loyalty';
export type { VehicleEntity } from '../loyalty/normalise';

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
