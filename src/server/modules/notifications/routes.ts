import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import type { Notification as NotificationRow } from '../../db/schema';
import { sendOk } from '../../http/envelope';
import { describe } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { loyaltyPaths, type Notification } from '../../../shared/contract/loyalty';
import { Notification as NotificationSchema } from '../../../shared/contract/schemas/loyalty';
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

export const notificationsModule: ApiModule = async (app, { ctx }) => {
  const authenticate = createAuthenticate(ctx);

  app.get(
    loyaltyPaths.notifications,
    { preHandler: authenticate, schema: describe({ caller: 'member', summary: "The member's inbox", result: Type.Array(NotificationSchema) }) },
    async (request, reply) => {
      const rows = await listNotifications(ctx.db, currentMember(request).id);
      return sendOk(reply, rows.map(toNotification));
    },
  );

  app.put(
    loyaltyPaths.readAllNotifications,
    { preHandler: authenticate, schema: describe({ caller: 'member', summary: 'Mark every notification read' }) },
    async (request, reply) => {
      await markAllRead(ctx.db, currentMember(request).id);
      return sendOk(reply, null);
    },
  );
};
