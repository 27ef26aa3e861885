import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../../../config';
import { sendError } from '../http/envelope';
import { describe } from '../http/schema';
import { probePaths } from '../../shared/contract/server';
import type { PoolUse } from '../db/database';
import { FLAG_KINDS, type FlagKind } from '../../shared/contract/flags';

/** The programme's own events, counted where each happens; every app has its own registry. */
export interface Metrics {
  registry: Registry;
  registrationStarted(): void;
  memberVerified(): void;
  serviceSubmitted(): void;
  serviceVerified(outcome: { freeBottleEarned: boolean }): void;
  serviceRejected(): void;
  /** Services the 5-day expiry job rejected in one run. */
  servicesExpired(count: number): void;
  campaignEntered(): void;
  /** An upload refused because the receipt storage's disk is full (507). */
  receiptStorageFull(): void;
  /** Where the free space of the receipt storage is read at each scrape. */
  watchReceiptSpace(freeBytes: () => Promise<number>): void;
  /** A flag raised on a service or an account, by its kind. */
  flagRaised(kind: FlagKind): void;
}

export interface MetricsOptions {
  /** Node's process metrics and event-loop lag: only for an app that serves /metrics (each adds a monitor). */
  processMetrics?: boolean;
  /** The PostgreSQL pool's clients, read at each scrape; null on the embedded database. */
  poolUse?: () => PoolUse | null;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  const registrations = counter('loyalty_registrations_started_total', 'Registration attempts started (code texted)');
  const verifications = counter('loyalty_members_verified_total', 'Registrations verified by their code: new members');
  const submissions = counter('loyalty_services_submitted_total', 'Services submitted by members');
  const verified = counter('loyalty_services_verified_total', 'Services verified by a workshop or the careline');
  const rejected = counter('loyalty_services_rejected_total', 'Services rejected by a workshop or the careline');
  const expired = counter('loyalty_services_expired_total', 'Services rejected by the expiry job: not verified within 5 days');
  const bottles = counter('loyalty_free_bottles_earned_total', 'Free oil bottles earned by verified services');
  const entries = counter('loyalty_campaign_entries_total', 'Festive campaign entries');
  const poolUse = options.poolUse;
  if (poolUse) {
    const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const use = poolUse();
          if (use) this.set(read(use));
        },
      });
    gauge('loyalty_db_pool_clients', 'PostgreSQL pool clients, busy and idle', (use) => use.total);
    gauge('loyalty_db_pool_clients_idle', 'PostgreSQL pool clients idle', (use) => use.idle);
    gauge('loyalty_db_pool_requests_waiting', 'Queries waiting for a PostgreSQL pool client', (use) => use.waiting);
  }
  const flags = new Counter({ name: 'loyalty_flags_raised_total', help: 'Flags raised on services and accounts, by kind (README "What is flagged")', labelNames: ['kind'] as const, registers: [registry] });
  // Every kind is listed from the start, at 0, so a rate over it exists before its first flag.
  for (const kind of FLAG_KINDS) flags.inc({ kind }, 0);
  const storageFull = counter('loyalty_receipt_storage_full_total', 'Uploads refused because the receipt storage disk was full (507)');
  let receiptSpace: (() => Promise<number>) | null = null;
  new Gauge({
    name: 'loyalty_receipt_storage_free_bytes',
    help: 'Bytes free where this node writes uploads (the receipts folder, or the bucket spool folder)',
    registers: [registry],
    async collect() {
      if (receiptSpace) this.set(await receiptSpace().catch(() => 0));
    },
  });
  return {
    registry,
    receiptStorageFull: () => storageFull.inc(),
    watchReceiptSpace: (freeBytes) => {
      receiptSpace = freeBytes;
    },
    registrationStarted: () => registrations.inc(),
    memberVerified: () => verifications.inc(),
    serviceSubmitted: () => submissions.inc(),
    serviceVerified: ({ freeBottleEarned }) => {
      verified.inc();
      if (freeBottleEarned) bottles.inc();
    },
    serviceRejected: () => rejected.inc(),
    servicesExpired: (count) => expired.inc(count),
    campaignEntered: () => entries.inc(),
    flagRaised: (kind) => flags.inc({ kind }),
  };
}

/** Route patterns only: a request no route matched is one label, whatever its URL held. */
const UNMATCHED = '(unmatched)';

/** With METRICS_TOKEN, counts every request by route pattern and status; registered before any route. */
export function countRequests(app: FastifyInstance, config: Pick<Config, 'metricsToken'>, metrics: Metrics): void {
  if (!config.metricsToken) return;
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames, registers: [metrics.registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics: with METRICS_TOKEN, the registry in the Prometheus text format for
 * `Authorization: Bearer <token>`; without it, a 404 in the envelope.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Pick<Config, 'metricsToken'>, metrics: Metrics): void {
  const token = config.metricsToken;
  if (!token) {
    app.get(
      probePaths.metrics,
      { schema: describe({ caller: 'public', summary: 'Metrics: off without METRICS_TOKEN', refusals: { 404: 'Metrics are off (METRICS_TOKEN is not set)' } }) },
      async (_request, reply) => sendError(reply, 404, 'Metrics are off'),
    );
    return;
  }
  const expected = digest(token);
  app.get(
    probePaths.metrics,
    {
      schema: describe({
        caller: 'public',
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
        file: ['text/plain'],
        refusals: { 401: 'No or a wrong bearer token' },
      }),
    },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      // Equal-length digests, so the comparison takes the same time whatever was sent.
      if (!crypto.timingSafeEqual(digest(given), expected)) return sendError(reply, 401, 'A valid metrics token is required');
      const body = await metrics.registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
    },
  );
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
