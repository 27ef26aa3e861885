import { createSlice } from '@reduxjs/toolkit';

/** What the browser says of the connection: `backOnline` is the short while the notice says it returned. */
export type ConnectionState = 'online' | 'offline' | 'backOnline';

const slice = createSlice({
  name: 'connection',
  initialState: 'online' as ConnectionState,
  reducers: {
    wentOffline: () => 'offline' as const,
    cameBackOnline: () => 'backOnline' as const,
    backOnlineNoticeEnded: (state) => (state === 'backOnline' ? 'online' : state),
  },
  selectors: {
    selectConnection: (state) => state,
  },
});

export const connectionActions = slice.actions;
export const { selectConnection } = slice.selectors;
export default slice.reducer;
