import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MgmReward } from '../../../../shared/contract/campaigns';
import { sessionActions } from '../../../frame/session/slice';

/** What was just copied, so its 'Copied!' notice shows beside it. */
export type CopyTarget = 'code' | 'link';

const rewardsAdapter = createEntityAdapter<MgmReward>({
  sortComparer: (a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id,
});

export interface ReferAndEarnState {
  copied: CopyTarget | null;
  rewards: ReturnType<typeof rewardsAdapter.getInitialState>;
  rewardsStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: ReferAndEarnState = {
  copied: null,
  rewards: rewardsAdapter.getInitialState(),
  rewardsStatus: 'idle',
};

const slice = createSlice({
  name: 'referAndEarn',
  initialState,
  reducers: {
    /** The page is on screen: its rewards load. */
    pageOpened(state) {
      state.rewardsStatus = 'loading';
    },
    rewardsLoaded(state, action: PayloadAction<MgmReward[]>) {
      rewardsAdapter.setAll(state.rewards, action.payload);
      state.rewardsStatus = 'succeeded';
    },
    rewardsFailed(state) {
      state.rewardsStatus = 'failed';
    },
    copyRequested(_state, _action: PayloadAction<{ text: string; target: CopyTarget }>) {},
    copyShown(state, action: PayloadAction<CopyTarget>) {
      state.copied = action.payload;
    },
    copyCleared(state) {
      state.copied = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectCopied: (state) => state.copied,
    selectRewardsStatus: (state) => state.rewardsStatus,
  },
});

export const referAndEarnActions = slice.actions;
export const { selectCopied, selectRewardsStatus } = slice.selectors;
export const { selectAll: selectAllRewards } = rewardsAdapter.getSelectors((state: { referAndEarn: ReferAndEarnState }) => state.referAndEarn.rewards);
export default slice.reducer;
