import type { FastifyInstance } from 'fastify';
import { sendError, SERVICE_UNAVAILABLE } from '../http/envelope';

/**
 * Once the node begins to close (SIGTERM, see main.ts), a request that still reaches it on a kept-alive
 * connection is answered 503 in the envelope with `Connection: close`, so the client or load balancer
 * tries another node; requests already in flight, uploads included, run to their end. Readiness is
 * refused the same way, which takes the node out of the balancer's rotation.
 *
 * Fastify's own answer while closing is not our envelope, so the app turns it off
 * (`return503OnClosing: false`) and this hook answers instead.
 */
export function refuseRequestsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(reply, 503, SERVICE_UNAVAILABLE);
  });
}
