import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a load balancer's id may look like to be taken as ours: short, and nothing a log line or header could trip on. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The load balancer's X-Request-Id when it is sane (one header, 1–128 of [A-Za-z0-9._:-]), else a new UUID. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * Fastify's own handling would take any header value as it comes; `genReqId` checks it first. The
 * id is every log line's `reqId`, so one request's lines can be found from the header an answer carries.
 */
export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  // Log lines carry it as Fastify's default label, `reqId`.
  return { requestIdHeader: false, genReqId: requestIdOf };
}

/** Every answer carries its request's id: API, errors, 404s, the web app's files. Register before any other hook. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/** Fastify answers a broken address before any hook runs: the id goes on by hand. */
export function withRequestId(answer: FrameworkErrors): FrameworkErrors {
  return (error, request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    answer(error, request, reply);
  };
}
