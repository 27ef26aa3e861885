import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '../../../../shared/contract/appConfig';

/** GET /api/app-config, asked for once, the first time something needs it. */
export interface AppConfigState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  value: AppConfig | null;
}

const initialState: AppConfigState = { status: 'idle', value: null };

const slice = createSlice({
  name: 'appConfig',
  initialState,
  reducers: {
    requested(state) {
      if (state.status !== 'succeeded') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<AppConfig>) {
      state.status = 'succeeded';
      state.value = action.payload;
    },
    failed(state, _action: PayloadAction<{ status: number }>) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectAppConfig: (state) => state.value,
    selectAppConfigStatus: (state) => state.status,
  },
});

export const appConfigActions = slice.actions;
export const { selectAppConfig, selectAppConfigStatus } = slice.selectors;
export default slice.reducer;
