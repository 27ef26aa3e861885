import { createSelector } from '@reduxjs/toolkit';
import { selectAllNotifications, type Notification } from '../../../entities/notifications/slice';
import { selectInboxStatus, selectUnreadOnArrival } from './slice';

export interface InboxCard {
  message: Notification;
  /** The dot: unread when this visit loaded it (before that, as stored). */
  unread: boolean;
}

/** The cards in the server's order (newest first), each with its unread dot. */
export const selectInboxCards = createSelector(
  [selectAllNotifications, selectInboxStatus, selectUnreadOnArrival],
  (messages, status, unreadOnArrival): InboxCard[] => {
    const loadedThisVisit = status === 'succeeded';
    const unreadIds = new Set(unreadOnArrival);
    return messages.map((message) => ({ message, unread: loadedThisVisit ? unreadIds.has(message.id) : !message.is_read }));
  },
);
