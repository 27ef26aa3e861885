import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import type { ApiContext } from '../../context';
import { sendError, sendOk } from '../../http/envelope';
import { describe } from '../../http/schema';
import { probePaths, serverPaths } from '../../../shared/contract/server';
import { HealthResult, ReadyResult } from '../../../shared/contract/schemas/content';
import { checkReadiness, notReadyMessage } from './service';

export interface HealthOptions {
  ctx: ApiContext;
  /** The rate limits' Redis client, PINGed by readiness; null without REDIS_URL. */
  redis: Redis | null;
  /** How long each readiness check may take. */
  readyTimeoutMs?: number;
}

const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (/api/health, /healthz, /livez) answers without I/O; readiness (/api/ready, /readyz)
 * checks what a request needs. Neither is rate-limited, so a probe is never refused for its own
 * frequency. /metrics is plugins/metrics.ts's, so no probe path ever gets the web app's index.html.
 */
export const healthModule: FastifyPluginAsync<HealthOptions> = async (app, { ctx, redis, readyTimeoutMs = READY_TIMEOUT_MS }) => {
  const objectStore = ctx.receipts.check ? () => ctx.receipts.check!() : null;
  const receiptSpace = ctx.receipts.freeBytes ? () => ctx.receipts.freeBytes!() : null;
  const live = async (_request: unknown, reply: FastifyReply) => sendOk(reply, { ok: true, time: ctx.clock.now().toISOString() });
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const readiness = await checkReadiness({ db: ctx.db, redis, objectStore, receiptSpace, timeoutMs: readyTimeoutMs });
    if (!readiness.ready) {
      request.log.warn({ checks: readiness.checks }, 'not ready');
      return sendError(reply, 503, notReadyMessage(readiness), readiness);
    }
    return sendOk(reply, readiness);
  };
  const notReady = {
    503: 'The database or the receipts bucket did not answer in time, or the disk uploads go to is full; `result.checks` says which (Redis is reported but never makes a node unready)',
  };

  app.get(serverPaths.health, { schema: describe({ caller: 'public', summary: 'Whether the server is up (liveness, no I/O)', result: HealthResult }) }, live);
  app.get(serverPaths.ready, { schema: describe({ caller: 'public', summary: 'Whether the server can serve requests (readiness)', result: ReadyResult, refusals: notReady }) }, ready);
  for (const path of [probePaths.healthz, probePaths.livez]) {
    app.get(path, { schema: describe({ caller: 'public', summary: `As ${serverPaths.health}, for probes`, result: HealthResult }) }, live);
  }
  app.get(probePaths.readyz, { schema: describe({ caller: 'public', summary: `As ${serverPaths.ready}, for probes`, result: ReadyResult, refusals: notReady }) }, ready);
};
