import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../../../config';

type Directives = Record<string, string[]>;

/**
 * The CSP source of the map's tile server: 'self' for a path on this host, otherwise its origin,
 * with a `{s}` subdomain (or any other placeholder in the host) widened to `*.` the labels after it.
 */
export function tileSource(mapTileUrl: string): string {
  if (mapTileUrl.startsWith('/')) return "'self'";
  const match = /^(https?):\/\/([^/?#]+)/.exec(mapTileUrl);
  if (!match) return "'self'";
  const [, scheme, authority] = match;
  const labels = authority.split('.');
  const lastTemplated = labels.map((label) => label.includes('{')).lastIndexOf(true);
  const host = lastTemplated === -1 ? authority : ['*', ...labels.slice(lastTemplated + 1)].join('.');
  return `${scheme}://${host}`;
}

const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  // Page views and conversions go out as image beacons and fetches, to Analytics or to Ads by the id's kind.
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};

// Paths, not hosts: www.google.com as a whole serves JSONP that would let any script through.
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * The web app's Content-Security-Policy: scripts only from this origin, plus the third parties the
 * configuration turns on, each by name. Styles may be inline (React and Leaflet set `style`
 * attributes, the ALTCHA widget adds its own <style>); scripts never.
 */
export function contentSecurityPolicy(config: Pick<Config, 'env' | 'mapTileUrl' | 'adTrackingId' | 'captcha'>, { wasm = false }: { wasm?: boolean } = {}): Directives {
  const tag = config.adTrackingId !== null;
  const recaptcha = config.captcha === 'recaptcha';
  const unique = (sources: string[]) => [...new Set(sources)];
  const directives: Directives = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets a page compile WebAssembly, and nothing else: no eval, no inline script.
    'script-src': unique(["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...(tag ? GOOGLE_TAG.script : []), ...(recaptcha ? RECAPTCHA.script : [])]),
    'script-src-attr': ["'none'"],
    // The service worker (/sw.js) is ours; ALTCHA solves its proof of work in a Worker made from a
    // blob: URL of its own bundled code.
    'worker-src': ["'self'", 'blob:'],
    // The install manifest (/manifest.webmanifest), named so no later default-src change drops it.
    'manifest-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small icons the build inlines into the CSS (Leaflet's among them).
    'img-src': unique(["'self'", 'data:', 'blob:', tileSource(config.mapTileUrl), ...(tag ? GOOGLE_TAG.img : [])]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...(tag ? GOOGLE_TAG.connect : [])]),
    'frame-src': unique(["'self'", ...(tag ? GOOGLE_TAG.frame : []), ...(recaptcha ? RECAPTCHA.frame : [])]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only where the site is served over HTTPS: on http://localhost it would send the app's own requests to https.
  if (config.env === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function helmetOptions(config: Pick<Config, 'env' | 'mapTileUrl' | 'adTrackingId' | 'captcha'>, policy: { wasm?: boolean } = {}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, policy) },
    // The page's origin still reaches tile servers, whose usage policies ask for a Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HTTPS is only certain in production; elsewhere HSTS would pin localhost to https.
    strictTransportSecurity: config.env === 'production' ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
}

/**
 * Security headers on every answer: API, errors, 404s, the web app's files and index.html. Helmet
 * makes them once, at start: none depends on the request (no CSP nonces), and @fastify/helmet would
 * build Helmet's middleware again, parsing the whole policy, in two hooks of every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const [headers, counterAppHeaders] = await Promise.all([securityHeaders(config), securityHeaders(config, { wasm: true })]);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(COUNTER_APP.test(request.url) ? counterAppHeaders : headers);
    done();
  });
}

/**
 * The counter app's pages (and its files), whose scanner reads QR codes with a WebAssembly build of
 * ZXing where the browser has no BarcodeDetector: only they may compile WebAssembly.
 */
const COUNTER_APP = /^\/workshop(\/|\?|$)/;

/**
 * The headers Helmet sets with our options, as @fastify/helmet sends them; every answer carries them,
 * including the few no hook reaches: Fastify's answers to a broken address (`frameworkErrors`) and
 * Node's to a broken or late request head.
 */
export async function securityHeaders(config: Config, policy: { wasm?: boolean } = {}): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(config, policy));
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([name, value]) => !own.has(name) && typeof value === 'string')) as Record<string, string>;
}

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/** Fastify answers a broken address before any hook runs: the headers go on by hand. */
export function withSecurityHeaders(headers: Record<string, string>, answer: FrameworkErrors): FrameworkErrors {
  return (error, request, reply) => {
    reply.headers(headers);
    answer(error, request, reply);
  };
}

/**
 * A stored upload is the uploader's bytes: opened on our origin it must not run as a page
 * (a PNG head on HTML, a PDF with JavaScript), whatever a browser makes of it.
 */
export function sandboxUpload(reply: FastifyReply): FastifyReply {
  return reply.header('Content-Security-Policy', 'sandbox').header('X-Content-Type-Options', 'nosniff');
}
