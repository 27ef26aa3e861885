import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { loyaltyPaths } from '../../../shared/contract/loyalty';
import { Notification as NotificationSchema } from '../../../shared/contract/schemas/loyalty';
import { markInboxRead, memberInbox } from './service';

export const notificationsModule: ApiModule = async (app, { ctx }) => {
  const authenticate = createAuthenticate(ctx);

  app.get(
    loyaltyPaths.notifications,
    { preHandler: authenticate, schema: describe({ caller: 'member', summary: "The member's inbox", result: Type.Array(NotificationSchema) }) },
    async (request, reply) => sendOk(reply, await memberInbox(ctx, currentMember(request).id)),
  );

  app.put(
    loyaltyPaths.readAllNotifications,
    { preHandler: authenticate, schema: describe({ caller: 'member', summary: 'Mark every notification read' }) },
    async (request, reply) => {
      await markInboxRead(ctx, currentMember(request).id);
      return sendOk(reply, null);
    },
  );
};
