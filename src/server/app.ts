import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyPluginAsync, type FastifyPluginOptions, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyPlugin from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { prerenderedPageFor } from './prerendered';
import type { Config } from '../../config';
import { poolUse, type Db } from './db/database';
import type { Clock } from './adapters/clock';
import { createCaptcha, type Captcha } from './adapters/captcha';
import { createReceiptStorage, type ReceiptStorage } from './adapters/receipts';
import { realDelay, type Delay } from './adapters/delay';
import { createArgon2Hasher, type PasswordHasher } from './adapters/passwords';
import { resolveSecrets } from './adapters/secrets';
import { createSmsSender, type SmsSender } from './adapters/sms';
import { createSocialIdentityVerifier, type SocialIdentityVerifier } from './adapters/social';
import type { ApiContext, ApiModule } from './context';
import { safeLoggerOptions } from './logging';
import { answerFrameworkError, registerEnvelopeHandlers, sendError } from './http/envelope';
import { registerInputChecks } from './http/validate';
import { AJV_OPTIONS, buildContractValidator } from './http/schema';
import { registerOpenapi } from './plugins/openapi';
import { registerAuth } from './plugins/auth';
import { defaultRateLimits, registerRateLimit, type RateLimits, type RedisFallbackOptions } from './plugins/rateLimit';
import { DEFAULT_BODY_LIMIT, registerBodyShapeCheck } from './plugins/bodies';
import { deadlinesFromConfig, registerDeadlines, serverTimeoutOptions, type Deadlines } from './plugins/deadlines';
import { registerSecurityHeaders, securityHeaders, withSecurityHeaders } from './plugins/security';
import { registerCompression } from './plugins/compression';
import { countRequests, createMetrics, registerMetricsRoute, type Metrics } from './plugins/metrics';
import { refuseRequestsWhileClosing } from './plugins/closing';
import { registerRequestId, requestIdOptions, withRequestId } from './plugins/requestId';
import { healthModule } from './modules/health/routes';
import { appConfigModule } from './modules/appConfig/routes';
import { opsAuditModule } from './modules/ops/auditRoutes';
import { campaignsModule } from './modules/campaigns/routes';
import { captchaModule } from './modules/captcha/routes';
import { clientErrorsModule } from './modules/clientErrors/routes';
import { devOutboxModule } from './modules/devOutbox/routes';
import { createDocumentLibrary, type DocumentLibrary } from './modules/documents/library';
import { documentsModule } from './modules/documents/routes';
import { loginModule } from './modules/login/routes';
import { loyaltyModule } from './modules/loyalty/routes';
import { membersModule } from './modules/members/routes';
import { notificationsModule } from './modules/notifications/routes';
import { opsModule } from './modules/ops/routes';
import { carelineAuthModule } from './modules/careline/auth/routes';
import { carelineCasesModule } from './modules/careline/cases/routes';
import { reportsModule } from './modules/reports/routes';
import { passwordsModule } from './modules/passwords/routes';
import { referralsModule } from './modules/referrals/routes';
import { registrationModule } from './modules/registration/routes';
import { servicesModule } from './modules/services/routes';
import { multipartLimits } from './modules/services/upload';
import { sessionsModule } from './modules/sessions/routes';
import { subscriptionsModule } from './modules/subscriptions/routes';
import { vehiclesModule } from './modules/vehicles/routes';
import { verificationModule } from './modules/verification/routes';
import { decorateWorkshopRequests } from './modules/workshops/keys';
import { workshopsModule } from './modules/workshops/routes';
import { workshopStaffModule } from './modules/workshopStaff/routes';
import { counterModule } from './modules/counter/routes';
import { pushModule } from './modules/push/routes';
import { opsFlaggedModule } from './modules/ops/flaggedRoutes';
import { workshopTableNumbers, type WorkshopNumbers } from './modules/workshopStaff/workshopNumbers';

/**
 * Every module's routes by name, in the order they are registered (and listed in the OpenAPI
 * document). The name is Fastify's for the plugin: without one Fastify looks for it among every
 * loaded module on each start, which is most of a start's time in a test that builds many apps.
 */
const modules: Record<string, ApiModule> = {
  captcha: captchaModule,
  login: loginModule,
  sessions: sessionsModule,
  registration: registrationModule,
  passwords: passwordsModule,
  members: membersModule,
  devOutbox: devOutboxModule,
  workshops: workshopsModule,
  vehicles: vehiclesModule,
  loyalty: loyaltyModule,
  services: servicesModule,
  verification: verificationModule,
  workshopStaff: workshopStaffModule,
  counter: counterModule,
  push: pushModule,
  notifications: notificationsModule,
  appConfig: appConfigModule,
  clientErrors: clientErrorsModule,
  referrals: referralsModule,
  campaigns: campaignsModule,
  carelineAuth: carelineAuthModule,
  ops: opsModule,
  opsAudit: opsAuditModule,
  carelineCases: carelineCasesModule,
  opsFlagged: opsFlaggedModule,
  reports: reportsModule,
  subscriptions: subscriptionsModule,
  documents: documentsModule,
};

/** The longest path parameter a route takes; a longer one answers 414 (README, 'Bad input'). */
const MAX_PARAM_LENGTH = 100;

/** A module as a plugin with its name, which keeps its hooks and decorations to itself. */
function named<Options extends FastifyPluginOptions>(plugin: FastifyPluginAsync<Options>, name: string): FastifyPluginAsync<Options> {
  return fastifyPlugin(plugin, { name, encapsulate: true });
}

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** Adapters below default to what the configuration names; tests and other modules may pass their own. */
  sms?: SmsSender;
  captcha?: Captcha;
  passwords?: PasswordHasher;
  socialIdentity?: SocialIdentityVerifier;
  /** The lookup of workshop numbers (refused at registration); the workshops table by default. */
  workshopNumbers?: WorkshopNumbers;
  /** Where receipt files are kept; RECEIPTS_BUCKET, else `<DATA_DIR>/receipts`, by default. */
  receipts?: ReceiptStorage;
  /** How the progressive login delay waits. */
  delay?: Delay;
  /** Per-address limits of the code-sending and secret-checking calls. */
  rateLimits?: RateLimits;
  /** How long a rate-limit count may wait for Redis, and how often Redis is tried again; from the configuration by default. */
  redisFallback?: RedisFallbackOptions;
  /** The programme's counters; a fresh registry for this app by default. */
  metrics?: Metrics;
  /** The PDFs under /pdf, made from the catalogue on first request. */
  documents?: DocumentLibrary;
  /** Folder of the built web app; served with the SPA fallback when it exists. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take over headers, bodies and uploads; from the configuration by default. */
  deadlines?: Partial<Deadlines>;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  // JWT_SECRET, or (outside production) the one secret every node sharing the database generated and kept there.
  const secrets = await resolveSecrets(config, db);
  const deadlines: Deadlines = { ...deadlinesFromConfig(config), ...deps.deadlines };
  const headers = await securityHeaders(config);
  const options: FastifyHttpOptions<http.Server> = {
    ...serverTimeoutOptions(deadlines, headers),
    // Whatever level and destination the caller asks for, no secret or personal data reaches the log.
    logger: safeLoggerOptions(deps.logger ?? false),
    trustProxy: config.trustProxy,
    // A few kilobytes fit every form and JSON body; the routes that take more say so (a receipt upload is multipart, under its own limits).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Forms, query strings and path parameters arrive as strings anyway, and the few fields the
    // contract lets be a number say so in their schema (TextOr in shared/contract/schemas).
    ajv: { customOptions: AJV_OPTIONS },
    schemaController: { compilersFactory: { buildValidator: buildContractValidator } },
    // Real parameters (guids, codes, PDF names) are far shorter; a longer one is a 414 in the envelope.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // While closing, plugins/closing.ts answers in the envelope instead of Fastify's bare 503.
    return503OnClosing: false,
    frameworkErrors: withRequestId(withSecurityHeaders(headers, answerFrameworkError)),
    // The load balancer's X-Request-Id when sane, else a UUID: on every log line and every answer.
    ...requestIdOptions(),
  };
  const app = Fastify(options);
  registerRequestId(app);
  refuseRequestsWhileClosing(app);
  // Response schemas document the answers; answers leave as built, so no field the web app reads is ever dropped.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerEnvelopeHandlers(app);
  // Before every other plugin and route, so each request is counted by its route pattern.
  const metrics = deps.metrics ?? createMetrics({ processMetrics: config.metricsToken !== null, poolUse: () => poolUse(db) });
  countRequests(app, config, metrics);
  registerInputChecks(app);
  registerBodyShapeCheck(app);
  await registerSecurityHeaders(app, config);
  registerDeadlines(app, deadlines);
  // Before every route, so each is registered with the compression hook.
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  // An oversized receipt is refused with the receipt rule's text, so the upload reads it as truncated, not as an error.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  const rateLimits = deps.rateLimits ?? { ...defaultRateLimits, sendsCode: { ...defaultRateLimits.sendsCode, max: config.codeSendsPerAddress } };
  const { redis } = await registerRateLimit(app, {
    redisUrl: config.redisUrl,
    publicCalls: rateLimits.publicCalls ?? defaultRateLimits.publicCalls!,
    registry: metrics.registry,
    redisFallback: deps.redisFallback ?? { deadlineMs: config.redisDeadlineMs, retryMs: config.redisRetryMs },
  });
  registerAuth(app);
  decorateWorkshopRequests(app);
  await registerOpenapi(app, config);

  const ctx: ApiContext = {
    config,
    db,
    clock,
    sms: deps.sms ?? createSmsSender(config, db, clock, app.log),
    captcha: deps.captcha ?? createCaptcha(config, db, clock, secrets.jwt),
    passwords: deps.passwords ?? createArgon2Hasher(),
    socialIdentity: deps.socialIdentity ?? createSocialIdentityVerifier(config),
    workshopNumbers: deps.workshopNumbers ?? workshopTableNumbers,
    receipts: deps.receipts ?? createReceiptStorage(config),
    documents: deps.documents ?? createDocumentLibrary(clock),
    delay: deps.delay ?? realDelay,
    rateLimits,
    metrics,
    secrets,
    log: app.log,
  };

  if (ctx.receipts.freeBytes) metrics.watchReceiptSpace(() => ctx.receipts.freeBytes!());
  registerMetricsRoute(app, config, metrics);
  await app.register(named(healthModule, 'health'), { ctx, redis });
  for (const [name, apiModule] of Object.entries(modules)) await app.register(named(apiModule, name), { ctx });

  if (deps.webRoot && fs.existsSync(path.join(deps.webRoot, 'index.html'))) {
    await registerWebApp(app, deps.webRoot);
  }
  return app;
}

/** The web apps under a prefix of their own (webpack.config.ts); every other page is the member app's. */
const prefixedApps = ['workshop', 'careline'];

/** The page of the app an address belongs to: /workshop/… opens the counter app's index.html. */
function appPageFor(urlPath: string, webRoot: string): string {
  const prefixed = prefixedApps.find((name) => urlPath === `/${name}` || urlPath.startsWith(`/${name}/`));
  const page = prefixed ? `${prefixed}/index.html` : 'index.html';
  // A build made before the app existed has only the member's page.
  return fs.existsSync(path.join(webRoot, page)) ? page : 'index.html';
}

/**
 * Serves the built web apps: hashed files cached for a year, each app's index.html never cached,
 * and each app's page for the addresses under its prefix (the SPA fallback).
 */
async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    // '/' is a page like the others (below): a guest gets the build's first screen there.
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      // Pages never carry a hash: each load asks whether the build changed.
      if (name.endsWith('.html') || name === 'meta.json') res.header('Cache-Control', 'no-cache');
      // Which member page goes out depends on who asks (signed in or not) and in which language.
      if (name.endsWith('.html') && !prefixedApps.some((prefix) => filePath.startsWith(path.join(webRoot, prefix, path.sep)))) {
        res.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      }
      else if (/\.[0-9a-f]{8,}\./.test(name)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]);
    if (urlPath.startsWith('/api/')) {
      // The router tries this route when a parameter is too long for the one that matched: the same 414 as without the pages.
      if (urlPath.split('/').some((part) => part.length > MAX_PARAM_LENGTH)) return sendError(reply, 414, 'A part of the address is too long');
      return sendError(reply, 404, `No such path: GET ${urlPath}`);
    }
    const file = path.join(webRoot, path.normalize(urlPath));
    if (file.startsWith(webRoot) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webRoot, file));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) return sendError(reply, 404, `No such file: ${urlPath}`);
    reply.header('Cache-Control', 'no-cache');
    const page = appPageFor(urlPath, webRoot);
    const prerendered = page === 'index.html' ? prerenderedPageFor(webRoot, { urlPath, cookies: request.cookies, acceptLanguage: request.headers['accept-language'] }) : null;
    return reply.sendFile(prerendered ?? page);
  });
}
