import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import { ApiError } from '../http/errors';
import { accountErrors } from '../../shared/contract/accounts';

/**
 * Per-address limits on the calls that send codes or check secrets, on top of the per-number rules.
 * Generous, since many members share one carrier address; they stop scripts, not people.
 */
export interface RateLimits {
  /** Register, social sign-up, resend, forgot password: each sends an SMS. */
  sendsCode: RouteRateLimit;
  /** Login, verification, reset, profile save: each checks a password or a code. */
  checksSecret: RouteRateLimit;
  /** Browser error reports: a broken page must not flood the log (`defaultRateLimits` when absent). */
  clientErrors?: RouteRateLimit;
}

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

export const defaultRateLimits: RateLimits = {
  sendsCode: { max: 20, timeWindow: 15 * 60 * 1000 },
  checksSecret: { max: 60, timeWindow: 15 * 60 * 1000 },
  clientErrors: { max: 30, timeWindow: 60 * 1000 },
};

/**
 * Registers @fastify/rate-limit for routes that opt in with `config: { rateLimit: … }`. Counters live
 * in Redis when a URL is given (shared by every API node), otherwise in this process. Returns the
 * Redis client, for the readiness check to PING.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | null): Promise<Redis | null> {
  // Loaded only by a node given Redis: every other start (and every API test's app) skips it.
  const redis = redisUrl ? new (await import('ioredis')).default(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: String(err) }, 'Redis for rate limits unavailable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'loyalty-rate-limit-' } : {}),
    keyGenerator: (request) => request.ip,
    // A Redis outage must not lock members out; the per-number limits in the database still hold.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, accountErrors.tooManyRequests, { retry_after: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  return redis;
}
