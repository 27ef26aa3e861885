import type { FastifyInstance } from 'fastify';
import { subscriptionPaths } from '../../../shared/contract/content';
import type { ApiContext } from '../../context';
import { sendOk } from '../../http/envelope';
import { stringFields } from '../../http/validate';
import { setMailPreference, type MailPreferenceInput } from './service';

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  // A GET, as the mail link is followed by a browser; idempotent, so a second click changes nothing.
  app.get<{ Querystring: MailPreferenceInput }>(
    subscriptionPaths.mail,
    { schema: { querystring: stringFields({ email: 320, is_enabled: 8 }) } },
    async (request, reply) => sendOk(reply, await setMailPreference(ctx, request.query)),
  );
}
