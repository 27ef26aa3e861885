import type { ApiContext } from '../../context';
import type { Notification as NotificationRow } from '../../db/schema';
import type { Notification } from '../../../shared/contract/loyalty';
import { listNotifications, markAllRead } from './store';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    created_date: row.created_at.toISOString(),
    is_read: row.is_read,
    sender: row.sender,
  };
}

/** The member's inbox as the web app shows it. */
export async function memberInbox(ctx: ApiContext, memberId: number): Promise<Notification[]> {
  return (await listNotifications(ctx.db, memberId)).map(toNotification);
}

export async function markInboxRead(ctx: ApiContext, memberId: number): Promise<void> {
  await markAllRead(ctx.db, memberId);
}
