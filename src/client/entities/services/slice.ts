import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Service } from '../../../shared/contract/loyalty';
import { sessionActions } from '../../frame/session/slice';
import { loyaltyActions } from '../loyalty/slice';

/** Spec section 3. Status 0 Pending, 1 Verified, 2 Rejected, 3 Archived (`ServiceStatus`). */
export type { Service } from '../../../shared/contract/loyalty';

const adapter = createEntityAdapter<Service, string>({ selectId: (service) => service.guid });

const slice = createSlice({
  name: 'services',
  initialState: adapter.getInitialState(),
  reducers: {
    /** GET /api/cycle/{guid}/services answered: the services of a past cycle the member opened. */
    cycleServicesLoaded(state, action: PayloadAction<{ cycleGuid: string; services: Service[] }>) {
      adapter.upsertMany(state, action.payload.services);
    },
  },
  extraReducers: (builder) => {
    builder
      // Current services and the services of opened history cycles share the slice, so both upsert.
      .addCase(loyaltyActions.fetchSucceeded, (state, action) => adapter.upsertMany(state, action.payload.services))
      .addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
  },
});

export const servicesActions = slice.actions;
export default slice.reducer;

export const {
  selectAll: selectAllServices,
  selectById: selectServiceById,
  selectIds: selectServiceIds,
  selectEntities: selectServiceEntities,
} = adapter.getSelectors((state: { services: ReturnType<typeof slice.reducer> }) => state.services);
