import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberSearchHit } from '../../../../shared/contract/carelineCases';

export interface SearchState {
  query: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  hits: MemberSearchHit[];
  error: string | null;
}

const initialState: SearchState = { query: '', status: 'idle', hits: [], error: null };

const slice = createSlice({
  name: 'memberSearch',
  initialState,
  reducers: {
    searchRequested(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    searchSucceeded(state, action: PayloadAction<MemberSearchHit[]>) {
      state.status = 'succeeded';
      state.hits = action.payload;
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.hits = [];
      state.error = action.payload;
    },
  },
});

export const searchActions = slice.actions;
/** Where the page's chunk adds the slice to the store (useFeatureSaga), when the page first opens. */
export const SEARCH_SLICE = 'memberSearch';
export const selectSearch = (state: { [SEARCH_SLICE]?: SearchState }): SearchState => state[SEARCH_SLICE] ?? initialState;
export default slice.reducer;
