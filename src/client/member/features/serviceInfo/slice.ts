import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cyclesActions } from '../../../entities/cycles/slice';
import { servicesActions } from '../../../entities/services/slice';
import { sessionActions } from '../../../frame/session/slice';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface ServiceInfoState {
  /** The history list of each vehicle (GET /api/vehicle/{guid}/cycles), by vehicle guid. */
  history: Record<string, { status: Status; spinner: boolean }>;
  /** The services of each opened history cycle, by cycle guid. */
  cycleServices: Record<string, Status>;
  /** The cycle whose services are open in the history, if any. */
  openCycle: string | null;
}

const initialState: ServiceInfoState = { history: {}, cycleServices: {}, openCycle: null };

const slice = createSlice({
  name: 'serviceInfo',
  initialState,
  reducers: {
    historyRequested(state, action: PayloadAction<{ vehicleGuid: string }>) {
      state.history[action.payload.vehicleGuid] = { status: 'loading', spinner: true };
      state.openCycle = null;
    },
    historyFailed(state, action: PayloadAction<{ vehicleGuid: string }>) {
      const entry = state.history[action.payload.vehicleGuid];
      state.history[action.payload.vehicleGuid] = { status: 'failed', spinner: entry?.spinner ?? false };
    },
    historySpinnerHidden(state, action: PayloadAction<{ vehicleGuid: string }>) {
      const entry = state.history[action.payload.vehicleGuid];
      if (entry) entry.spinner = false;
    },
    /** Tapping a cycle date: opens it (and loads its services), or closes it when open. */
    cycleToggled(state, action: PayloadAction<{ cycleGuid: string }>) {
      state.openCycle = state.openCycle === action.payload.cycleGuid ? null : action.payload.cycleGuid;
    },
    cycleServicesRequested(state, action: PayloadAction<{ cycleGuid: string }>) {
      state.cycleServices[action.payload.cycleGuid] = 'loading';
    },
    cycleServicesFailed(state, action: PayloadAction<{ cycleGuid: string }>) {
      state.cycleServices[action.payload.cycleGuid] = 'failed';
    },
    pageLeft(state) {
      state.openCycle = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The cycles and services slices keep what arrived; this page keeps only how its requests went.
      .addCase(cyclesActions.historyLoaded, (state, action) => {
        const entry = state.history[action.payload.vehicleGuid];
        state.history[action.payload.vehicleGuid] = { status: 'succeeded', spinner: entry?.spinner ?? false };
      })
      .addCase(servicesActions.cycleServicesLoaded, (state, action) => {
        state.cycleServices[action.payload.cycleGuid] = 'succeeded';
      })
      .addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectOpenCycle: (state) => state.openCycle,
    selectHistoryRequest: (state, vehicleGuid: string) => state.history[vehicleGuid],
    selectCycleServicesStatus: (state, cycleGuid: string) => state.cycleServices[cycleGuid] ?? 'idle',
  },
});

export const serviceInfoActions = slice.actions;
export const { selectOpenCycle, selectHistoryRequest, selectCycleServicesStatus } = slice.selectors;
export default slice.reducer;
