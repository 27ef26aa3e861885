import { createSlice } from '@reduxjs/toolkit';
import { sessionActions } from '../../../frame/session/slice';
import { notificationsActions, type Notification } from '../../../entities/notifications/slice';

export interface InboxState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Spec section 4: the spinner stays 1 second after the data arrives. */
  spinner: boolean;
  /**
   * The messages that were unread when this visit loaded them. The cards keep these dots after
   * read_all, so the member still sees what is new; the header's count drops to 0.
   */
  unreadOnArrival: Array<Notification['id']>;
}

const initialState: InboxState = { status: 'idle', spinner: false, unreadOnArrival: [] };

const slice = createSlice({
  name: 'inbox',
  initialState,
  reducers: {
    /** The inbox page opened: load the messages once, then mark them all read. */
    opened(state) {
      state.status = 'loading';
      state.spinner = true;
    },
    spinnerHidden(state) {
      state.spinner = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // The list this visit waits for (its own request, or the header's already on its way).
      .addCase(notificationsActions.fetchSucceeded, (state, action) => {
        if (state.status !== 'loading') return;
        state.status = 'succeeded';
        state.unreadOnArrival = action.payload.filter((message) => !message.is_read).map((message) => message.id);
      })
      .addCase(notificationsActions.fetchFailed, (state) => {
        if (state.status === 'loading') state.status = 'failed';
      })
      .addCase(sessionActions.loggedOut, () => initialState);
  },
  selectors: {
    selectInboxStatus: (state) => state.status,
    selectInboxSpinner: (state) => state.spinner,
    selectUnreadOnArrival: (state) => state.unreadOnArrival,
  },
});

export const inboxActions = slice.actions;
export const { selectInboxStatus, selectInboxSpinner, selectUnreadOnArrival } = slice.selectors;
export default slice.reducer;
