import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FestiveCampaignConfig } from '../../../shared/contract/campaigns';

/** The festive campaign as app-config tells it; pages that link to its form read whether it runs. */
export interface FestiveCampaignConfigState {
  /** From GET /api/app-config; null until it has answered. */
  config: FestiveCampaignConfig | null;
}

const initialState: FestiveCampaignConfigState = { config: null };

const slice = createSlice({
  name: 'festiveCampaignConfig',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<FestiveCampaignConfig>) {
      state.config = action.payload;
    },
  },
  selectors: {
    /** Links to the form show only while the campaign runs (app-config says so). */
    selectFestiveCampaignOn: (state) => state.config?.on === true,
  },
});

export const festiveCampaignConfigActions = slice.actions;
export const { selectFestiveCampaignOn } = slice.selectors;
export default slice.reducer;
