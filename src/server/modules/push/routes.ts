import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { createAuthenticate, currentMember } from '../../plugins/auth';
import { workshopAppPaths } from '../../../shared/contract/workshopApp';
import { PushPublicKey, PushSubscriptionRequest, PushUnsubscribeRequest } from '../../../shared/contract/schemas/workshopApp';
import { removeSubscription, saveSubscription } from './service';
import { vapidKeysOnce } from './vapid';

/** Web Push for members (domain.md 'Member notifications'): the public key and the device's subscription. */
export const pushModule: ApiModule = async (app, { ctx }) => {
  const api = typed(app);
  const authenticate = createAuthenticate(ctx);
  const vapid = vapidKeysOnce(ctx.config, ctx.db);
  // At start, as the server secret is. A node must start while its database is away (it answers 503
  // until it is back), so then the first public-key request or push run reads or makes them instead.
  await vapid().catch(() => app.log.warn('The VAPID keys could not be read at start; they are read on first use'));

  api.get(
    workshopAppPaths.pushPublicKey,
    { schema: describe({ caller: 'public', summary: "The server's VAPID public key, for pushManager.subscribe", result: PushPublicKey }) },
    async (_request, reply) => sendOk(reply, { public_key: (await vapid()).publicKey }),
  );

  api.post(
    workshopAppPaths.pushSubscription,
    {
      preHandler: authenticate,
      schema: {
        body: presenceByRules(PushSubscriptionRequest),
        ...describe({ caller: 'member', summary: "Save this device's push subscription (PushSubscription.toJSON(), as JSON)", refusals: { 400: 'Not a subscription of a known push service' } }),
      },
    },
    async (request, reply) => sendOk(reply, await saveSubscription(ctx, currentMember(request), request.sessionId, request.body)),
  );

  api.delete(
    workshopAppPaths.pushSubscription,
    {
      preHandler: authenticate,
      schema: { body: presenceByRules(PushUnsubscribeRequest), ...describe({ caller: 'member', summary: "Delete this device's push subscription (by its endpoint)" }) },
    },
    async (request, reply) => sendOk(reply, await removeSubscription(ctx, currentMember(request), request.body)),
  );
};
