import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';
import { ApiError } from '../http/errors';
import { accountErrors } from '../../shared/contract/accounts';
import { probePaths, serverPaths } from '../../shared/contract/server';

/**
 * Per-address limits on the calls that send codes or check secrets, on top of the per-number rules,
 * and on every other call that needs no login. Generous, since many members share one carrier
 * address; they stop scripts, not people.
 */
export interface RateLimits {
  /** Register, social sign-up, resend, forgot password: each sends an SMS. */
  sendsCode: RouteRateLimit;
  /** Login, verification, reset, profile save: each checks a password or a code. */
  checksSecret: RouteRateLimit;
  /** Browser error reports: a broken page must not flood the log (`defaultRateLimits` when absent). */
  clientErrors?: RouteRateLimit;
  /**
   * Every other call that needs no member login (the token refresh, the captcha challenge, the app's
   * settings, the workshop list…, and the workshop and operator APIs), each route counted on its own
   * (`defaultRateLimits` when absent).
   */
  publicCalls?: RouteRateLimit;
}

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

export const defaultRateLimits: RateLimits = {
  sendsCode: { max: 20, timeWindow: 15 * 60 * 1000 },
  checksSecret: { max: 60, timeWindow: 15 * 60 * 1000 },
  clientErrors: { max: 30, timeWindow: 60 * 1000 },
  // An open tab refreshes about every 15 minutes: 300 a minute is some 4,500 members' tabs behind one carrier address.
  publicCalls: { max: 300, timeWindow: 60 * 1000 },
};

/**
 * Callers no member login covers: anyone (`public`), and the workshop and operator APIs, whose key
 * or token is looked up on every call, so a stranger guessing one costs a query each time.
 */
const LIMITED_CALLERS = new Set(['public', 'workshop', 'operator']);

/** Probes are never limited: a load balancer asking often must not be refused for it. */
const UNLIMITED_PATHS = new Set<string>([serverPaths.health, serverPaths.ready, probePaths.healthz, probePaths.livez, probePaths.readyz, probePaths.metrics]);

/** How the Redis store is guarded: how long a count may take before the node counts alone, and how often it asks again. */
export interface RedisFallbackOptions {
  /** A count Redis has not answered within this falls back to this node's own count. */
  deadlineMs: number;
  /** While counting alone, Redis is PINGed this often; the first answer returns the node to it. */
  retryMs: number;
}

export const defaultRedisFallback: RedisFallbackOptions = { deadlineMs: 250, retryMs: 5_000 };

export interface RateLimitOptions {
  redisUrl: string | null;
  /** The limit every other unauthenticated route gets. */
  publicCalls: RouteRateLimit;
  /** Where the fallback gauge and counter are registered. */
  registry: Registry;
  redisFallback?: RedisFallbackOptions;
}

/** What the rate limits count in: Redis, or this node alone while Redis does not answer. */
export interface RateLimitStoreState {
  readonly mode: 'redis' | 'local';
}

export interface RegisteredRateLimit {
  /** The rate limits' Redis client, for readiness to report; null without REDIS_URL. */
  redis: Redis | null;
  /** Null without REDIS_URL (counted in this process always). */
  state: RateLimitStoreState | null;
}

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface Store {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// The plugin's own stores: Redis's Lua counter and the in-process LRU, unchanged.
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

/**
 * Which store counts, shared by every route's store of one node. Redis counts while it answers
 * within the deadline; the first count it misses (an error, or no answer in time) switches the node
 * to its own in-process counts at once, which log it once and show in /metrics; a PING every
 * `retryMs` switches it back when Redis answers again. Limits so hold on every node alone during an
 * outage (each node counting its own share) instead of being skipped.
 */
export class RedisFallback implements RateLimitStoreState {
  mode: 'redis' | 'local' = 'redis';
  private retry: NodeJS.Timeout | null = null;
  private readonly local: Gauge;
  private readonly switches: Counter;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    registry: Registry,
    readonly options: RedisFallbackOptions,
  ) {
    this.local = new Gauge({ name: 'loyalty_rate_limit_local', help: '1 while Redis does not answer and this node counts rate limits alone, else 0', registers: [registry] });
    this.switches = new Counter({ name: 'loyalty_rate_limit_fallbacks_total', help: 'Times this node fell back from Redis to its own rate-limit counts', registers: [registry] });
    this.local.set(0);
  }

  fallBack(reason: string): void {
    if (this.mode === 'local') return;
    this.mode = 'local';
    this.local.set(1);
    this.switches.inc();
    this.log.warn({ reason }, 'Redis did not answer: rate limits are counted on this node alone until it does');
    this.retry = setInterval(() => void this.tryRedis(), this.options.retryMs);
    this.retry.unref();
  }

  private async tryRedis(): Promise<void> {
    if (this.mode === 'redis') return;
    if ((await withDeadline(() => this.redis.ping(), this.options.deadlineMs)) !== 'ok') return;
    this.stopRetrying();
    this.mode = 'redis';
    this.local.set(0);
    this.log.info('Redis answers again: rate limits are counted in Redis');
  }

  stopRetrying(): void {
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
  }

  /** A store for @fastify/rate-limit's `store` option, over the plugin's Redis and local stores. */
  storeClass(nameSpace: string): new () => Store {
    const fallback = this;
    class FallbackStore implements Store {
      constructor(
        private readonly remote: Store,
        private readonly own: Store,
      ) {}

      incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
        if (fallback.mode === 'local') return this.own.incr(key, cb, timeWindow, max);
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          fallback.fallBack('timed out');
          this.own.incr(key, cb, timeWindow, max);
        }, fallback.options.deadlineMs);
        this.remote.incr(
          key,
          (err, result) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            if (!err) return cb(null, result);
            fallback.fallBack(err.message);
            this.own.incr(key, cb, timeWindow, max);
          },
          timeWindow,
          max,
        );
      }

      child(routeOptions: unknown): Store {
        return new FallbackStore(this.remote.child(routeOptions), this.own.child(routeOptions));
      }
    }
    // The plugin makes the root store with its own settings as the argument, which these stores do not need.
    return class RootStore extends FallbackStore {
      constructor() {
        super(new RedisStore(false, false, fallback.redis, nameSpace), new LocalStore(false, false));
      }
    };
  }
}

/** 'ok' when the work settles within the deadline, else why not. */
async function withDeadline(work: () => Promise<unknown>, ms: number): Promise<'ok' | 'failed' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work().then(
        () => 'ok' as const,
        () => 'failed' as const,
      ),
      new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers @fastify/rate-limit for routes that opt in with `config: { rateLimit: … }`, and gives
 * every other route no member login covers (the OpenAPI tags `public`, `workshop` and `operator`)
 * the `publicCalls` limit, probes excepted. Counters live in Redis when a URL is given (shared by every API node, guarded by
 * RedisFallback), otherwise in this process.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<RegisteredRateLimit> {
  const { redisUrl, publicCalls, registry } = options;
  // Before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route: RouteOptions) => {
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
    if (!tags.some((tag) => LIMITED_CALLERS.has(tag)) || UNLIMITED_PATHS.has(route.url) || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: publicCalls };
  });
  let redis: Redis | null = null;
  let fallback: RedisFallback | null = null;
  if (redisUrl) {
    // Loaded only by a node given Redis: every other start (and every API test's app) skips it.
    const IORedis = (await import('ioredis')).default;
    const { deadlineMs } = options.redisFallback ?? defaultRedisFallback;
    redis = new IORedis(redisUrl, {
      connectTimeout: 2000,
      // A command is refused at once while there is no connection, instead of queued behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: Math.max(1_000, deadlineMs * 4),
      // Reconnect soon after Redis is back, without hammering it while it is away.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    redis.on('error', () => {
      // Reported once per outage by RedisFallback; ioredis repeats this on every reconnect attempt.
    });
    fallback = new RedisFallback(redis, app.log, registry, options.redisFallback ?? defaultRedisFallback);
    const client = redis;
    const guard = fallback;
    app.addHook('onClose', async () => {
      guard.stopRetrying();
      await client.quit().catch(() => client.disconnect());
    });
    // A node starting while Redis is away counts alone from its first request.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => (guard.fallBack('not reachable at start'), resolve()), 2_000);
      client.once('ready', () => (clearTimeout(timer), resolve()));
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(fallback ? { store: fallback.storeClass('loyalty-rate-limit-') } : {}),
    keyGenerator: (request) => request.ip,
    // The stores above never fail (Redis falls back to this node's counts); this is the last guard.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, accountErrors.tooManyRequests, { retry_after: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  return { redis, state: fallback };
}
