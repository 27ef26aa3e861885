import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { sessionActions } from '../session/slice';

/** Spec section 3. Status 0 Pending, 1 Verified, 2 Rejected, 3 Archived. */
export interface Service {
  guid: string;
  cycle_guid: string;
  status: number;
  created_date: string;
  current_mileage: number;
  next_mileage: number;
  next_service_date: string;
  transaction_code: string;
  oil_name: string;
  oil_img: string;
  OilCode: string;
  receipt_img: string;
  reject_reason: string;
  free_oil: boolean;
  campaign_status: number;
}

const adapter = createEntityAdapter<Service, string>({ selectId: (service) => service.guid });

const slice = createSlice({
  name: 'services',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
  },
});

export const servicesActions = slice.actions;
export default slice.reducer;

export const {
  selectAll: selectAllServices,
  selectById: selectServiceById,
  selectIds: selectServiceIds,
} = adapter.getSelectors((state: { services: ReturnType<typeof slice.reducer> }) => state.services);
