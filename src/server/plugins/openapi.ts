import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../../../config';
import { serverPaths } from '../../shared/contract/server';
import { WORKSHOP_KEY_HEADER } from '../../shared/contract/loyalty';
import { envelope } from '../http/envelope';
import { describe, REQUIRED_BY_RULES } from '../http/schema';
import { isUnlisted, OPERATION_IDS, operationKey, UPLOADS } from './operations';

/**
 * The registered media type of an OpenAPI document. Not `application/json`: every application/json
 * answer of this API is the envelope, and the document is a standard one that cannot be wrapped.
 */
export const OPENAPI_MEDIA_TYPE = 'application/vnd.oai.openapi+json';

/** Bodies arrive form-encoded from the web app; other clients may send JSON. */
const BODY_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

type RouteSchema = Record<string, unknown> & { body?: Record<string, unknown>; querystring?: Record<string, unknown> };

/** The contract's required fields, which validation leaves to the shared rules, back in the document. */
function withRequiredFields(part: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!part || !Array.isArray(part[REQUIRED_BY_RULES])) return part;
  const { [REQUIRED_BY_RULES]: required, ...rest } = part;
  return (required as string[]).length > 0 ? { ...rest, required } : rest;
}

/** A multipart body's text fields with its file parts, each required. */
function withFiles(fields: Record<string, unknown>, files: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!files) return fields;
  const properties = { ...(fields.properties as Record<string, unknown>), ...files };
  const key = Array.isArray(fields[REQUIRED_BY_RULES]) ? REQUIRED_BY_RULES : 'required';
  return { ...fields, properties, [key]: [...((fields[key] as string[] | undefined) ?? []), ...Object.keys(files)] };
}

function documentedSchema({ schema, url, route }: { schema: unknown; url: string; route: { method: string | string[]; config?: unknown } }): { schema: FastifySchema; url: string } {
  const own = (schema ?? {}) as RouteSchema;
  // The web app, the documentation page and the probes are answered here but are not the API.
  if (isUnlisted(url)) return { url, schema: { ...own, hide: true } };
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const key = methods.length === 1 ? operationKey(methods[0], url) : '';
  const operationId = OPERATION_IDS[key];
  const multipart = (route.config as { multipartBody?: Record<string, unknown> } | undefined)?.multipartBody;
  const body = withRequiredFields(multipart ? withFiles(multipart, UPLOADS[key]) : own.body);
  return {
    url,
    schema: {
      ...own,
      ...(operationId ? { operationId } : {}),
      ...(body ? { body, consumes: multipart ? ['multipart/form-data'] : ((own.consumes as string[] | undefined) ?? BODY_TYPES) } : {}),
      ...(own.querystring ? { querystring: withRequiredFields(own.querystring) } : {}),
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The documented fields of a multipart body, which the route reads itself rather than validating. */
    multipartBody?: Record<string, unknown>;
  }
}

export function openapiOptions(config: Pick<Config, 'publicUrl'>): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quartz Loyalty Programme API',
        version: '1',
        description:
          'The member API of the web app, the workshop API and the careline operator API. Every answer, success or refusal, ' +
          'is `{status_code, result, error}` with the HTTP status as `status_code`. Request bodies are form-encoded or JSON; ' +
          'a field the contract marks required but a request leaves out is refused (400) with the field rule\'s message.',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'public', description: 'No credentials' },
        { name: 'member', description: 'A member, with the bearer access token of login, verification or reset' },
        { name: 'workshop', description: `The workshop app, with its key in ${WORKSHOP_KEY_HEADER}` },
        { name: 'staff', description: 'Workshop staff in the counter app, with the bearer access token of the workshop login (a member\'s token is refused)' },
        { name: 'careline', description: 'A careline person in the console, with the bearer access token of their sign-in (passkey, or password and authenticator code)' },
        { name: 'operator', description: 'The careline\'s operator API, with a careline access token or a personal access token (`clpat_…`) as the bearer token; each call needs a role, some a recent step-up' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token (15 minutes)' },
          workshopKey: { type: 'apiKey', in: 'header', name: WORKSHOP_KEY_HEADER },
          carelineToken: { type: 'http', scheme: 'bearer', description: 'A careline access token (5 minutes, in an 8-hour session that ends after 15 idle minutes) or a personal access token (`clpat_…`)' },
        },
      },
    },
    transform: documentedSchema,
  };
}

/**
 * The API documents itself: the OpenAPI document at /api/openapi.json and a page reading it at
 * /api/docs, served from swagger-ui-dist's files in the package (no CDN). The page loads only its own
 * scripts and styles, so the site-wide Content-Security-Policy holds for it unchanged. Register before
 * any route: the document is made from the routes registered after it.
 */
export async function registerOpenapi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, openapiOptions(config));
  await app.register(swaggerUi, {
    routePrefix: serverPaths.docs,
    uiConfig: { deepLinking: true },
    uiHooks: {
      async onRequest(request: FastifyRequest, reply: FastifyReply) {
        const route = request.routeOptions.url;
        if (route === `${serverPaths.docs}/json`) reply.type(OPENAPI_MEDIA_TYPE);
        // swagger-ui's bare redirect to the page, given the envelope every other answer has.
        if (route === `${serverPaths.docs}/static/index.html`) return reply.code(302).header('Location', `${serverPaths.docs}/`).send(envelope(302, null));
        return undefined;
      },
    },
  });
  app.get(
    serverPaths.openapi,
    { schema: openapiDocumentSchema() },
    async (_request, reply) => reply.type(OPENAPI_MEDIA_TYPE).send(app.swagger()),
  );
}

/** The document's own route: the document itself instead of the envelope, refused as any call is. */
function openapiDocumentSchema(): FastifySchema {
  const schema = describe({ caller: 'public', summary: 'This API as an OpenAPI 3.1 document' });
  return { ...schema, response: { ...schema.response, 200: { description: 'The document', content: { [OPENAPI_MEDIA_TYPE]: { schema: { type: 'object' } } } } } };
}
