import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { sessionActions } from '../session/slice';

/** A dated flag as the loyalty API sends it (programme start and expiry). */
export interface ValidTime {
  Valid: boolean;
  Time: string;
}

/** Spec section 3. Services and cycles are their own slices, linked by guid. */
export interface Vehicle {
  guid: string;
  cycle_guid: string;
  model_brand: string;
  model_name: string;
  plate_number: string;
  workshop_id: string;
  workshop_name: string;
  oil: string;
  oil_code: string;
  /** 0 (no cycle), 3 or 4: bottles needed before the free one. */
  cycle_oil_type: number;
  free_oil: string[] | null;
  next_mileage: number;
  /** '0001-01-01' means none. */
  next_service_date: string;
  start_date: ValidTime;
  expiry_date: ValidTime;
  cycle_start_date: string;
  cycle_expiry_date: string;
}

const adapter = createEntityAdapter<Vehicle, string>({ selectId: (vehicle) => vehicle.guid });

const slice = createSlice({
  name: 'vehicles',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
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
