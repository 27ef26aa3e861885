import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from './db/database';
import type { Clock } from './adapters/clock';
import type { ReceiptStorage } from './adapters/receipts';
import type { Captcha } from './adapters/captcha';
import type { Delay } from './adapters/delay';
import type { PasswordHasher } from './adapters/passwords';
import type { SmsSender } from './adapters/sms';
import type { SocialIdentityVerifier } from './adapters/social';
import type { RateLimits } from './plugins/rateLimit';
import type { Metrics } from './plugins/metrics';
import type { DocumentLibrary } from './modules/documents/library';
import type { WorkshopNumbers } from './modules/workshopStaff/workshopNumbers';

/** What every module's routes and services are given: the app's dependencies, all resolved. */
export interface ApiContext {
  config: Config;
  db: Db;
  clock: Clock;
  sms: SmsSender;
  captcha: Captcha;
  passwords: PasswordHasher;
  socialIdentity: SocialIdentityVerifier;
  workshopNumbers: WorkshopNumbers;
  receipts: ReceiptStorage;
  documents: DocumentLibrary;
  delay: Delay;
  rateLimits: RateLimits;
  /** The programme's counters; served at /metrics with METRICS_TOKEN. */
  metrics: Metrics;
  secrets: {
    /** Signs access tokens. */
    jwt: string;
    /** Keys the hashes of one-time codes. */
    codes: string;
  };
  log: FastifyBaseLogger;
}

/** A module's routes as one Fastify plugin; app.ts registers every module with the same context. */
export type ApiModule = FastifyPluginAsync<{ ctx: ApiContext }>;
