import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '../../../shared/contract/appConfig';

export interface HousekeepingState {
  /** GET /api/app-config, asked for once, the first time something needs it. */
  appConfig: {
    status: 'idle' | 'loading' | 'succeeded' | 'failed';
    value: AppConfig | null;
  };
}

const initialState: HousekeepingState = { appConfig: { status: 'idle', value: null } };

const slice = createSlice({
  name: 'housekeeping',
  initialState,
  reducers: {
    appConfigRequested(state) {
      if (state.appConfig.status !== 'succeeded') state.appConfig.status = 'loading';
    },
    appConfigLoaded(state, action: PayloadAction<AppConfig>) {
      state.appConfig = { status: 'succeeded', value: action.payload };
    },
    appConfigFailed(state, _action: PayloadAction<{ status: number }>) {
      state.appConfig.status = 'failed';
    },
    /** The home page was shown (its ad-tracking page view, when a tracker is configured). */
    homeViewed() {},
  },
  selectors: {
    selectAppConfig: (state) => state.appConfig.value,
    selectAppConfigStatus: (state) => state.appConfig.status,
  },
});

export const housekeepingActions = slice.actions;
export const { selectAppConfig, selectAppConfigStatus } = slice.selectors;
export default slice.reducer;
