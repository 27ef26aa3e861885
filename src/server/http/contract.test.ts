import diagnostics from 'node:diagnostics_channel';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/testApp';
import * as contract from '../../shared/contract';
import { serverPaths } from '../../shared/contract/server';
import { OPENAPI_MEDIA_TYPE } from '../plugins/openapi';
import { isUnlisted } from '../plugins/operations';

/**
 * The contract and the server cannot drift: every route the app registers is in the OpenAPI
 * document with its request schema, required fields and answers, and every path the contract names
 * is a registered route.
 */

type Operation = {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

let t: TestApp;
let routes: { method: string; url: string }[];
let doc: Document;

beforeAll(async () => {
  // Per instance: buildApp makes a throwaway instance first (to read the security headers).
  const seen = new Map<FastifyInstance, Pick<RouteOptions, 'method' | 'url'>[]>();
  // A copy, and by its full path: Fastify reuses a prefixed '/' route's options for its trailing-slash twin.
  const onCreate = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    const own: Pick<RouteOptions, 'method' | 'url'>[] = [];
    seen.set(fastify, own);
    fastify.addHook('onRoute', (route) => {
      own.push({ method: route.method, url: route.url === '/' && route.prefix ? route.prefix : route.url });
    });
  };
  const channel = diagnostics.channel('fastify.initialization');
  channel.subscribe(onCreate);
  try {
    t = await createTestApp({ SOCIAL_SIGNUP: 'trust' });
  } finally {
    channel.unsubscribe(onCreate);
  }
  routes = (seen.get(t.app) ?? []).flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url })));
  const res = await t.app.inject({ method: 'GET', url: serverPaths.openapi });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(new RegExp(`^${OPENAPI_MEDIA_TYPE.replace(/[+.]/g, '\\$&')}`));
  doc = JSON.parse(res.body) as Document;
}, 60_000);
afterAll(() => t?.close());

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );

it('is an OpenAPI 3.1 document in its essentials', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info.title).toEqual(expect.any(String));
  expect(doc.info.version).toEqual(expect.any(String));
  expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  for (const { path, method, operation } of operations()) {
    const where = `${method.toUpperCase()} ${path}`;
    expect(path.startsWith('/')).toBe(true);
    expect([where, operation.tags?.length]).toEqual([where, 1]);
    expect([where, typeof operation.summary]).toEqual([where, 'string']);
    expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    for (const [status, response] of Object.entries(operation.responses)) {
      expect([where, status, /^[1-5]\d\d$/.test(status)]).toEqual([where, status, true]);
      expect([where, status, typeof response.description]).toEqual([where, status, 'string']);
    }
    const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.required]);
    const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], true]);
    expect([where, declared]).toEqual([where, inPath]);
    for (const requirement of operation.security ?? []) {
      for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
    }
  }
});

it('validates as OpenAPI 3.1 against the schema of the specification', async () => {
  // validate() dereferences in place: give it a copy so the other tests see the document as served.
  await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
});

it('lists every route the app registers but the few that are not the API', () => {
  const missing = routes
    .filter(({ url }) => !isUnlisted(url))
    .filter(({ method, url }) => !doc.paths[openapiPath(url)]?.[method.toLowerCase()])
    .map(({ method, url }) => `${method} ${url}`);
  expect(missing).toEqual([]);
  expect(routes.length).toBeGreaterThan(45);
});

it('lists nothing the app does not register', () => {
  const registered = new Set(routes.map(({ method, url }) => `${method.toLowerCase()} ${openapiPath(url)}`));
  const extra = operations()
    .map(({ path, method }) => `${method} ${path}`)
    .filter((name) => !registered.has(name));
  expect(extra).toEqual([]);
});

it('registers every path the contract names', () => {
  const patterns = routes.filter(({ url }) => url !== '/*').map(({ url }) => new RegExp(`^${url.replace(/:\w+/g, '[^/]+')}$`));
  const named = Object.entries(contract)
    .filter(([name]) => name.endsWith('Paths'))
    .flatMap(([group, paths]) =>
      Object.entries(paths as Record<string, string | ((value: string) => string)>).map(([name, path]) => ({
        name: `${group}.${name}`,
        path: typeof path === 'function' ? path('SOMEVALUE') : path,
      })),
    );
  expect(named.length).toBeGreaterThan(40);
  // Written by the build beside index.html and served with the web app's files, not a route.
  const files = new Set([contract.buildMetaPaths.buildMeta]);
  const unregistered = named.filter(({ path }) => !files.has(path as '/meta.json') && !patterns.some((pattern) => pattern.test(path))).map(({ name, path }) => `${name} ${path}`);
  expect(unregistered).toEqual([]);
});

it('gives each call its request schema, required fields, auth and answers in the envelope', () => {
  for (const { path, method, operation } of operations()) {
    const where = `${method.toUpperCase()} ${path}`;
    expect([where, operation.responses['200']]).toEqual([where, expect.anything()]);
    for (const [status, response] of Object.entries(operation.responses)) {
      const json = response.content?.['application/json']?.schema;
      if (json) expect([where, status, Object.keys(json.properties ?? {}).sort()]).toEqual([where, status, ['error', 'result', 'status_code']]);
    }
    if (operation.tags?.[0] === 'member' || operation.tags?.[0] === 'workshop' || operation.tags?.[0] === 'operator') {
      expect([where, operation.security?.length]).toEqual([where, expect.any(Number)]);
      expect([where, Object.keys(operation.responses)]).toEqual([where, expect.arrayContaining(['401'])]);
    }
  }
  const body = (method: string, path: string) => {
    const content = doc.paths[path][method].requestBody!.content;
    expect(Object.keys(content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    return content['application/json'].schema;
  };
  expect(body('post', contract.accountPaths.register).required).toEqual([
    'fullname',
    'email',
    'mobile_number',
    'birth_date',
    'password',
    'confirm_password',
    'captcha',
  ]);
  expect(body('put', contract.accountPaths.me).required).toEqual(['fullname', 'birth_date', 'email']);
  expect(body('post', contract.loyaltyPaths.vehicle).properties).toMatchObject({ mileage: { type: ['string', 'number'] } });
  expect(doc.paths[contract.loyaltyPaths.service].post.requestBody!.content['multipart/form-data'].schema.required).toContain('vehicle_guid');
  expect(doc.paths['/api/workshop/service/{code}/verify'].post.security).toEqual([{ workshopKey: [] }]);
  expect(doc.paths['/api/ops/services'].get.security).toEqual([{ carelineToken: [] }]);
  expect(doc.paths['/api/ops/services'].get.parameters).toEqual([expect.objectContaining({ name: 'status', in: 'query', required: false })]);
  expect(doc.paths[contract.subscriptionPaths.mail].get.parameters).toEqual([
    expect.objectContaining({ name: 'email', in: 'query', required: true }),
    expect.objectContaining({ name: 'is_enabled', in: 'query', required: true }),
  ]);
});

it('serves the documentation page and its files from the package, with the site-wide headers', async () => {
  const page = await t.app.inject({ method: 'GET', url: serverPaths.docs });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.body).not.toMatch(/<script>|https?:\/\/(?!localhost)/);
  const bundle = await t.app.inject({ method: 'GET', url: `${serverPaths.docs}/static/swagger-ui-bundle.js` });
  expect(bundle.statusCode).toBe(200);
  const copy = await t.app.inject({ method: 'GET', url: `${serverPaths.docs}/json` });
  expect(copy.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json/);
  const junk = await t.app.inject({ method: 'GET', url: `${serverPaths.docs}/static/no-such-file.js` });
  expect(junk.statusCode).toBe(404);
  expect(junk.json()).toEqual({ status_code: 404, result: null, error: expect.any(String) });
});
