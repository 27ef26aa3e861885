import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '../../frame/session/slice';

/** Spec section 3: an inbox message. */
export interface Notification {
  id: number | string;
  subject: string;
  message: string;
  created_date: string;
  is_read: boolean;
  sender?: string;
}

const adapter = createEntityAdapter<Notification>();

type NotificationsState = ReturnType<typeof adapter.getInitialState>;

/**
 * The server's list is the whole inbox. A message this app saw marked read stays read: the server
 * never marks one unread again, so a list fetched before read_all cannot bring the count back.
 */
function replaceAll(state: NotificationsState, list: Notification[]) {
  const readHere = new Set(Object.values(state.entities).filter((m) => m?.is_read).map((m) => m!.id));
  adapter.setAll(
    state,
    list.map((message) => (!message.is_read && readHere.has(message.id) ? { ...message, is_read: true } : message)),
  );
}

const slice = createSlice({
  name: 'notifications',
  initialState: adapter.getInitialState(),
  reducers: {
    /** Load the inbox (the header's unread count reads it). */
    fetchRequested() {},
    /** The server's list is the whole inbox. */
    fetchSucceeded(state, action: PayloadAction<Notification[]>) {
      replaceAll(state, action.payload);
    },
    fetchFailed(_state, _action: PayloadAction<{ status: number; error: string | null }>) {},
    /** PUT /api/notification/read_all answered 200: every message is read. */
    allMarkedRead(state) {
      adapter.updateMany(
        state,
        state.ids.map((id) => ({ id, changes: { is_read: true } })),
      );
    },
    markAllReadFailed(_state, _action: PayloadAction<{ status: number; error: string | null }>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, (state) => adapter.removeAll(state));
  },
});

export const notificationsActions = slice.actions;
export default slice.reducer;

export const {
  selectAll: selectAllNotifications,
  selectById: selectNotificationById,
  selectIds: selectNotificationIds,
  selectTotal: selectNotificationCount,
} = adapter.getSelectors((state: { notifications: ReturnType<typeof slice.reducer> }) => state.notifications);

/** Spec section 4: the inbox badge counts messages with is_read false. */
export const selectUnreadCount = createSelector([selectAllNotifications], (messages) => messages.filter((m) => !m.is_read).length);
