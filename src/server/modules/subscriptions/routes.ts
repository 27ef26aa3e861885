import { subscriptionPaths } from '../../../shared/contract/content';
import { SubscriptionMailQuery, SubscriptionMailResult } from '../../../shared/contract/schemas/content';
import type { ApiModule } from '../../context';
import { sendOk } from '../../http/envelope';
import { describe, presenceByRules, typed } from '../../http/schema';
import { setMailPreference } from './service';

export const subscriptionsModule: ApiModule = async (app, { ctx }) => {
  // A GET, as the mail link is followed by a browser; idempotent, so a second click changes nothing.
  typed(app).get(
    subscriptionPaths.mail,
    {
      schema: {
        querystring: presenceByRules(SubscriptionMailQuery),
        ...describe({ caller: 'public', summary: "Set an address's mail preference (the unsubscribe link)", result: SubscriptionMailResult }),
      },
    },
    async (request, reply) => sendOk(reply, await setMailPreference(ctx, request.query)),
  );
};
