import path from 'node:path';
import { estimatedEntropyBits } from './entropy';

/** Every setting the server reads, typed. Read once at start by `loadConfig`. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Which proxies' X-Forwarded-For to believe: the client address drives rate limits and lockouts. */
  trustProxy: boolean | string;
  dataDir: string;
  /** The S3-compatible bucket receipts are kept in; null keeps them on disk under `<dataDir>/receipts`. */
  receiptsBucket: ReceiptsBucketSettings | null;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Bearer token of GET /metrics; null leaves metrics off (404). */
  metricsToken: string | null;
  smsTransport: 'outbox' | 'http';
  smsHttpUrl: string | null;
  captcha: 'altcha' | 'recaptcha' | 'off';
  recaptchaSecret: string | null;
  /** Shown to the browser so it can render the hosted widget. */
  recaptchaSiteKey: string | null;
  recaptchaVerifyUrl: string;
  /**
   * ALTCHA's work: the most PBKDF2 runs a challenge asks for (drawn from a quarter of it to all of
   * it). At least 4,000 in production; a development server may ask for less.
   */
  altchaWork: number;
  /** Sent as a bearer token to SMS_HTTP_URL, when the gateway wants one. */
  smsHttpToken: string | null;
  /** `off` refuses social sign-up; `trust` accepts the provider's identity as sent (never in production). */
  socialSignup: 'off' | 'trust';
  jwtSecret: string | null;
  affiliatedEmailDomains: string[];
  publicUrl: string;
  logLevel: string;
  /** Google tag id (AW-… or G-…) for the home page's ad-tracking page view; null: no tracker, no third-party script. */
  adTrackingId: string | null;
  /** How often pending services past 5 days are rejected; 0 turns the job off on this node. */
  expiryJobMinutes: number;
  /** Months without contact after which a member's personal data is anonymised (the spec promises at most 48). */
  personalDataRetentionMonths: number;
  /** How often the retention sweeps run (spent codes, ended sessions, orphan receipt files, members past retention); 0 turns them off on this node. */
  retentionJobMinutes: number;
  /** Deadline for an ordinary request's body, from the end of its headers. */
  requestTimeoutSeconds: number;
  /** Deadline for a receipt upload, from the end of its headers: sized for 10 MB on a slow phone connection. */
  uploadTimeoutSeconds: number;
  /** How long a closing node (SIGTERM) lets requests in flight finish before it exits anyway. */
  shutdownGraceSeconds: number;
  /**
   * How long after a refresh token was rotated presenting it again answers the pair already issued
   * for it (two tabs, a retry after a lost answer) instead of revoking its family as stolen.
   */
  refreshReuseSeconds: number;
  /** An upload whose bytes over the last `uploadRateWindowSeconds` average under this is cut (408); 0 turns the check off. */
  uploadMinBytesPerSecond: number;
  /** The window over which an upload's rate is measured. */
  uploadRateWindowSeconds: number;
  /** Receipt uploads one member may have in flight at once; one more is refused (429). */
  uploadsPerMember: number;
  /** Receipt uploads one address may have in flight at once (members behind one carrier address share it). */
  uploadsPerAddress: number;
  /** Texted codes (registration, resend, password reset) one address may ask for in 15 minutes. */
  codeSendsPerAddress: number;
  /** PostgreSQL's statement_timeout on every serving connection, and the embedded database's deadline per statement (ms; 0: none). */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL's lock_timeout on every serving connection (ms; 0: none). */
  databaseLockTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout on every serving connection (ms; 0: none). */
  databaseIdleInTransactionTimeoutMs: number;
  /** How long a request waits for a database connection before it is answered 503 (ms). */
  databaseConnectTimeoutMs: number;
  /** How long a rate-limit count waits for Redis before this node counts alone (ms). */
  redisDeadlineMs: number;
  /** While counting alone, how often this node asks Redis again (ms). */
  redisRetryMs: number;
  /** The workshop map's tile URL template ({z}/{x}/{y}, optionally {s}); the browser learns it from GET /api/app-config. */
  mapTileUrl: string;
  /** The tile provider's credit shown on the map (HTML, as Leaflet takes it). */
  mapTileAttribution: string;
  /** The festive (Chinese New Year) campaign: on from start to end, Malaysia calendar days, both inclusive. */
  festiveCampaign: FestiveCampaignSettings;
  /** Web Push's VAPID keys; null outside production without them: generated once into the database. */
  vapid: VapidSettings | null;
  /** Hosts a push subscription's endpoint may be on (the browsers' push services); the server posts only there. */
  pushEndpointHosts: string[];
  /** How often the push outbox is sent and retried; 0 turns the job off on this node. */
  pushJobSeconds: number;
  /** Referral rewards one referrer may earn in a Malaysian calendar month (domain.md); past it, none and no message. */
  referralRewardsPerMonth: number;
  /** The thresholds of the suspicious patterns (README 'What is flagged'). */
  patterns: PatternSettings;
}

export interface PatternSettings {
  /** A workshop's clock hour is flagged past max(hourlyMinimum, hourlyFactor x its busiest hour before). */
  workshopHourlyMinimum: number;
  workshopHourlyFactor: number;
  /** Verifications a workshop must have before an hour of the day it never verified in is flagged. */
  workshopHistoryMinimum: number;
  /** One member's services at this many workshops within `memberWorkshopDays` days. */
  memberWorkshops: number;
  memberWorkshopDays: number;
  /** Mileage gained per day since the car's previous service above which a service is flagged. */
  kmPerDay: number;
  /** This many members referred by one member within `referralHours` hours. */
  referrals: number;
  referralHours: number;
  /** This many accounts registered from one address, or from one address and browser, within `accountsHours` hours. */
  accountsPerAddress: number;
  accountsPerDevice: number;
  accountsHours: number;
}

export interface VapidSettings {
  /** base64url, uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may contact. */
  subject: string;
}

/** The push services of Chrome, Edge, Firefox and Safari; a subdomain of one counts. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

export interface ReceiptsBucketSettings {
  bucket: string;
  /** The store's address (MinIO, R2, Google Cloud Storage); null: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** Addresses objects as endpoint/bucket/key rather than bucket.endpoint/key, as MinIO usually wants. */
  forcePathStyle: boolean;
}

export interface FestiveCampaignSettings {
  /** 'YYYY-MM-DD', or null: the campaign is off unless both days are set. */
  start: string | null;
  end: string | null;
  /** Ringgit of the reload PIN for a Buy 3 Get 1 service and for a Buy 4 Get 1 service. */
  amountBuy3: number;
  amountBuy4: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Configuration error: ${variable} ${message}`);
  }
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function optional(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value === '' ? null : value;
}

function port(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(name, `must be a port number from 0 to 65535 (got "${value}")`);
  }
  return n;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const value = optional(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    // Not echoed: these URLs may carry a password or a token.
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.join(' or ')}`);
  }
  return value;
}

/** true | false | addresses, subnets or proxy-addr names (loopback, linklocal, uniquelocal), comma-separated. */
function trustProxy(env: Env, name: string, fallback: string): boolean | string {
  const value = (env[name] ?? '').trim();
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (!/^[A-Za-z0-9.:/,\s-]+$/.test(value) || /^\d+$/.test(value)) {
    throw new ConfigError(name, `must be true, false or a comma-separated list of proxy addresses (got "${value}")`);
  }
  return value;
}

/** About 2,500 PBKDF2 runs of 1,000 rounds on average: a fraction of a second in a phone's workers. */
export const DEFAULT_ALTCHA_WORK = 4_000;

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = (env[name] ?? '').trim();
  if (value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return n;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** An absolute http(s) address or a path on this host, with the {z}, {x} and {y} placeholders Leaflet fills in. */
function tileUrlTemplate(env: Env, name: string, fallback: string): string {
  const value = (env[name] ?? '').trim();
  if (value === '') return fallback;
  if (!/^(https?:\/\/[^/\s]+|\/(?!\/))[^\s]*$/.test(value)) {
    throw new ConfigError(name, `must be an http(s) URL or a path starting with / (got "${value}")`);
  }
  const missing = ['{z}', '{x}', '{y}'].filter((placeholder) => !value.includes(placeholder));
  if (missing.length > 0) throw new ConfigError(name, `must contain ${missing.join(', ')} (got "${value}")`);
  return value;
}

function calendarDay(env: Env, name: string): string | null {
  const value = (env[name] ?? '').trim();
  if (value === '') return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ConfigError(name, `must be a date YYYY-MM-DD (got "${value}")`);
  }
  return value;
}

/** The campaign's variables once had the prefix CNY_; a server started with those would quietly run without it. */
const RENAMED_PREFIXES = [['CNY_CAMPAIGN_', 'FESTIVE_CAMPAIGN_']] as const;

function refuseRenamed(env: Env): void {
  for (const [old, current] of RENAMED_PREFIXES) {
    const name = Object.keys(env).find((key) => key.startsWith(old) && env[key] !== undefined);
    if (name) throw new ConfigError(name, `is now ${current}${name.slice(old.length)}`);
  }
}

function festiveCampaign(env: Env): FestiveCampaignSettings {
  refuseRenamed(env);
  const start = calendarDay(env, 'FESTIVE_CAMPAIGN_START');
  const end = calendarDay(env, 'FESTIVE_CAMPAIGN_END');
  if ((start === null) !== (end === null)) {
    throw new ConfigError(start === null ? 'FESTIVE_CAMPAIGN_START' : 'FESTIVE_CAMPAIGN_END', 'must be set with the other campaign date (or neither)');
  }
  if (start !== null && end !== null && end < start) throw new ConfigError('FESTIVE_CAMPAIGN_END', `must not be before FESTIVE_CAMPAIGN_START (${start})`);
  return {
    start,
    end,
    amountBuy3: wholeNumber(env, 'FESTIVE_CAMPAIGN_RM_BUY3', 30, 1, 1000),
    amountBuy4: wholeNumber(env, 'FESTIVE_CAMPAIGN_RM_BUY4', 10, 1, 1000),
  };
}

const OBJECT_STORE_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * RECEIPTS_BUCKET names an S3-compatible bucket for the receipts. Credentials are not settings here:
 * the AWS SDK reads them itself (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role).
 */
function receiptsBucket(env: Env): ReceiptsBucketSettings | null {
  const bucket = (env.RECEIPTS_BUCKET ?? '').trim();
  if (bucket === '') {
    // Without a bucket these would be ignored, and receipts would quietly stay on this node's disk.
    const stray = OBJECT_STORE_SETTINGS.find((name) => (env[name] ?? '').trim() !== '');
    if (stray) throw new ConfigError(stray, 'is set but RECEIPTS_BUCKET is not: set the bucket, or unset it to keep receipts on disk');
    return null;
  }
  // S3's rules, which MinIO and R2 share; underscores too, which Google Cloud Storage allows.
  if (!/^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..') || /^\d+\.\d+\.\d+\.\d+$/.test(bucket)) {
    throw new ConfigError(
      'RECEIPTS_BUCKET',
      `must be a bucket name: 3 to 63 lowercase letters, digits, dots, hyphens or underscores, starting and ending with a letter or digit (got "${bucket}")`,
    );
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (endpoint !== null && /^[a-z]+:\/\/[^/]*@/i.test(endpoint)) {
    throw new ConfigError('S3_ENDPOINT', 'must not carry credentials: the AWS SDK reads AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  const regionFrom = (env.S3_REGION ?? '').trim() ? 'S3_REGION' : 'AWS_REGION';
  const region = (env[regionFrom] ?? '').trim() || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new ConfigError(regionFrom, `must be a region name such as eu-west-1 or auto (got "${region}")`);
  return { bucket, endpoint, region, forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false) };
}

/** A Google tag id: it ends up in a script URL the browser loads, so only its own characters pass. */
function adTrackingId(env: Env, name: string): string | null {
  const value = (env[name] ?? '').trim();
  if (value === '') return null;
  if (!/^(AW|G|GT|DC)-[A-Z0-9]{4,20}$/.test(value)) {
    throw new ConfigError(name, `must be a Google tag id such as AW-123456789 or G-ABC123XYZ (got "${value}")`);
  }
  return value;
}

/** Bits of estimated entropy production wants of each secret it is given. */
export const SECRET_MIN_BITS = { JWT_SECRET: 128, METRICS_TOKEN: 64 } as const;

/** Production refuses a secret someone could guess, however long: 40 times one letter is 40 characters. */
function assertUnguessable(name: keyof typeof SECRET_MIN_BITS, value: string | null): void {
  if (value === null) return;
  const bits = estimatedEntropyBits(value);
  if (bits < SECRET_MIN_BITS[name]) {
    throw new ConfigError(
      name,
      `looks guessable (about ${Math.floor(bits)} bits of entropy, production needs ${SECRET_MIN_BITS[name]}): use a random value such as \`openssl rand -base64 32\``,
    );
  }
}

/** In production the server sends secrets and sets session cookies by these addresses: never in the clear. */
function assertHttps(name: string, value: string | null): void {
  if (value !== null && !value.startsWith('https:')) throw new ConfigError(name, 'must be an https:// address in production');
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = nodeEnv === 'production';
  const captcha = oneOf(env, 'CAPTCHA', ['altcha', 'recaptcha', 'off'] as const, 'altcha');
  const smsTransport = oneOf(env, 'SMS_TRANSPORT', ['outbox', 'http'] as const, 'outbox');
  const jwtSecret = optional(env, 'JWT_SECRET');
  const port_ = port(env, 'PORT', 3000);

  if (production && captcha === 'off') throw new ConfigError('CAPTCHA', 'cannot be off in production');
  const altchaWork = wholeNumber(env, 'ALTCHA_WORK', DEFAULT_ALTCHA_WORK, 4, 1_000_000);
  if (production && altchaWork < DEFAULT_ALTCHA_WORK) throw new ConfigError('ALTCHA_WORK', `cannot be below ${DEFAULT_ALTCHA_WORK} in production`);
  if (production && smsTransport === 'outbox') {
    throw new ConfigError('SMS_TRANSPORT', 'cannot be outbox in production: set it to http and SMS_HTTP_URL');
  }
  if (production && !jwtSecret) throw new ConfigError('JWT_SECRET', 'is required in production');
  if (jwtSecret !== null && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const smsHttpUrl = url(env, 'SMS_HTTP_URL', ['http:', 'https:']);
  if (smsTransport === 'http' && !smsHttpUrl) throw new ConfigError('SMS_HTTP_URL', 'is required when SMS_TRANSPORT is http');
  const socialSignup = oneOf(env, 'SOCIAL_SIGNUP', ['off', 'trust'] as const, production ? 'off' : 'trust');
  if (production && socialSignup === 'trust') {
    throw new ConfigError('SOCIAL_SIGNUP', 'cannot be trust in production: nothing checks the provider token');
  }
  const recaptchaSecret = optional(env, 'RECAPTCHA_SECRET');
  if (captcha === 'recaptcha' && !recaptchaSecret) {
    throw new ConfigError('RECAPTCHA_SECRET', 'is required when CAPTCHA is recaptcha');
  }
  // The shared operator token is gone: every careline person signs in as themselves (README 'Careline').
  if (optional(env, 'OPS_TOKEN') !== null) {
    throw new ConfigError('OPS_TOKEN', 'is no longer read: careline staff sign in as themselves, and npm run ops uses a personal access token (OPS_PAT). See README, \'Moving over from OPS_TOKEN\'');
  }
  const metricsToken = optional(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters');
  // By default only proxies on private networks (a load balancer beside the app) are believed.
  const trustProxy_ = trustProxy(env, 'TRUST_PROXY', 'loopback,linklocal,uniquelocal');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  const recaptchaVerifyUrl = url(env, 'RECAPTCHA_VERIFY_URL', ['http:', 'https:']);
  if (production) {
    assertUnguessable('JWT_SECRET', jwtSecret);
    assertUnguessable('METRICS_TOKEN', metricsToken);
    // Believing every X-Forwarded-For lets any client pick the address its rate limits and lockouts count against.
    if (trustProxy_ === true) {
      throw new ConfigError('TRUST_PROXY', 'cannot be true in production: name the proxies\' addresses or ranges (for example 10.0.0.0/8)');
    }
    assertHttps('SMS_HTTP_URL', smsHttpUrl);
    // Links in texts and the Secure flag of the session cookies follow it: production must say where it lives.
    if (!publicUrl) throw new ConfigError('PUBLIC_URL', 'is required in production (the https address members reach the product at)');
    assertHttps('PUBLIC_URL', publicUrl);
    assertHttps('RECAPTCHA_VERIFY_URL', recaptchaVerifyUrl);
  }

  return {
    env: nodeEnv,
    port: port_,
    host: env.HOST || '0.0.0.0',
    trustProxy: trustProxy_,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    receiptsBucket: receiptsBucket(env),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    metricsToken,
    smsTransport,
    smsHttpUrl,
    captcha,
    recaptchaSecret,
    recaptchaSiteKey: optional(env, 'RECAPTCHA_SITE_KEY'),
    recaptchaVerifyUrl: recaptchaVerifyUrl ?? 'https://www.google.com/recaptcha/api/siteverify',
    altchaWork,
    smsHttpToken: optional(env, 'SMS_HTTP_TOKEN'),
    socialSignup,
    jwtSecret,
    affiliatedEmailDomains: (env.AFFILIATED_EMAIL_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: publicUrl ?? `http://localhost:${port_}`,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    adTrackingId: adTrackingId(env, 'AD_TRACKING_ID'),
    expiryJobMinutes: wholeNumber(env, 'EXPIRY_JOB_MINUTES', 15, 0, 1440),
    personalDataRetentionMonths: wholeNumber(env, 'PERSONAL_DATA_RETENTION_MONTHS', 48, 1, 120),
    retentionJobMinutes: wholeNumber(env, 'RETENTION_JOB_MINUTES', 60, 0, 1440),
    requestTimeoutSeconds: wholeNumber(env, 'REQUEST_TIMEOUT_SECONDS', 30, 5, 300),
    // 10,000 KB at 256 kbit/s (a weak 3G uplink) is about 5 min 20 s; 7 minutes still fits it at about 200 kbit/s.
    uploadTimeoutSeconds: wholeNumber(env, 'UPLOAD_TIMEOUT_SECONDS', 420, 60, 3600),
    // Under the 30 s most orchestrators wait after SIGTERM before they kill a process.
    shutdownGraceSeconds: wholeNumber(env, 'SHUTDOWN_GRACE_SECONDS', 25, 1, 3600),
    refreshReuseSeconds: wholeNumber(env, 'REFRESH_REUSE_SECONDS', 10, 0, 60),
    // 1 KB/s is 8 kbit/s: a tenth of what a 2G (EDGE) phone sends, let alone a bad 3G link; over 60 s it
    // forgives a minute-long stall (a tunnel, a handover) yet frees a trickling socket within a minute.
    uploadMinBytesPerSecond: wholeNumber(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 1024, 0, 1_000_000),
    uploadRateWindowSeconds: wholeNumber(env, 'UPLOAD_RATE_WINDOW_SECONDS', 60, 1, 600),
    uploadsPerMember: wholeNumber(env, 'UPLOADS_PER_MEMBER', 2, 1, 20),
    uploadsPerAddress: wholeNumber(env, 'UPLOADS_PER_ADDRESS', 6, 1, 1000),
    codeSendsPerAddress: wholeNumber(env, 'CODE_SENDS_PER_ADDRESS', 20, 1, 100_000),
    databaseStatementTimeoutMs: wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 0, 600_000),
    databaseLockTimeoutMs: wholeNumber(env, 'DATABASE_LOCK_TIMEOUT_MS', 3_000, 0, 600_000),
    databaseIdleInTransactionTimeoutMs: wholeNumber(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 15_000, 0, 3_600_000),
    databaseConnectTimeoutMs: wholeNumber(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 60_000),
    redisDeadlineMs: wholeNumber(env, 'REDIS_TIMEOUT_MS', 250, 10, 10_000),
    redisRetryMs: wholeNumber(env, 'REDIS_RETRY_MS', 5_000, 100, 600_000),
    mapTileUrl: tileUrlTemplate(env, 'MAP_TILE_URL', DEFAULT_MAP_TILE_URL),
    mapTileAttribution: (env.MAP_TILE_ATTRIBUTION ?? '').trim() || DEFAULT_MAP_TILE_ATTRIBUTION,
    festiveCampaign: festiveCampaign(env),
    vapid: vapidSettings(env, production),
    pushEndpointHosts: (env.PUSH_ENDPOINT_HOSTS ?? '').trim()
      ? env.PUSH_ENDPOINT_HOSTS!.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
      : DEFAULT_PUSH_ENDPOINT_HOSTS,
    pushJobSeconds: wholeNumber(env, 'PUSH_JOB_SECONDS', 5, 0, 3600),
    referralRewardsPerMonth: wholeNumber(env, 'REFERRAL_REWARDS_PER_MONTH', 5, 0, 1000),
    patterns: patternSettings(env),
  };
}

/** Thresholds of the flagged patterns; README 'What is flagged' says how to tune each. */
function patternSettings(env: Env): PatternSettings {
  return {
    workshopHourlyMinimum: wholeNumber(env, 'FLAG_WORKSHOP_HOURLY_MIN', 10, 1, 10_000),
    workshopHourlyFactor: wholeNumber(env, 'FLAG_WORKSHOP_HOURLY_FACTOR', 3, 1, 100),
    workshopHistoryMinimum: wholeNumber(env, 'FLAG_WORKSHOP_HISTORY_MIN', 200, 1, 1_000_000),
    memberWorkshops: wholeNumber(env, 'FLAG_MEMBER_WORKSHOPS', 3, 2, 100),
    memberWorkshopDays: wholeNumber(env, 'FLAG_MEMBER_WORKSHOPS_DAYS', 7, 1, 90),
    kmPerDay: wholeNumber(env, 'FLAG_KM_PER_DAY', 3000, 100, 100_000),
    referrals: wholeNumber(env, 'FLAG_REFERRALS', 5, 2, 10_000),
    referralHours: wholeNumber(env, 'FLAG_REFERRALS_HOURS', 24, 1, 24 * 90),
    accountsPerAddress: wholeNumber(env, 'FLAG_ACCOUNTS_PER_ADDRESS', 10, 2, 1_000_000),
    accountsPerDevice: wholeNumber(env, 'FLAG_ACCOUNTS_PER_DEVICE', 3, 2, 1_000_000),
    accountsHours: wholeNumber(env, 'FLAG_ACCOUNTS_HOURS', 24, 1, 24 * 90),
  };
}

/** All three VAPID settings or none; production requires them (elsewhere the keys are generated once into the database). */
function vapidSettings(env: Env, production: boolean): VapidSettings | null {
  const publicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const privateKey = optional(env, 'VAPID_PRIVATE_KEY');
  const subject = optional(env, 'VAPID_SUBJECT');
  if (!publicKey && !privateKey && !subject) {
    if (production) throw new ConfigError('VAPID_PUBLIC_KEY', 'is required in production (with VAPID_PRIVATE_KEY and VAPID_SUBJECT): npx web-push generate-vapid-keys');
    return null;
  }
  if (!publicKey || !/^[A-Za-z0-9_-]{87}$/.test(publicKey)) throw new ConfigError('VAPID_PUBLIC_KEY', 'must be the base64url public key of `npx web-push generate-vapid-keys`');
  if (!privateKey || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) throw new ConfigError('VAPID_PRIVATE_KEY', 'must be the base64url private key of `npx web-push generate-vapid-keys`');
  if (!subject || !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) throw new ConfigError('VAPID_SUBJECT', 'must be a mailto: or https: address');
  return { publicKey, privateKey, subject };
}
