import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatRuleError, type RuleError } from '../../shared/rules';
import { ApiError, badRequest } from './errors';
import type { FieldsCheck } from './schema';

/** Refuses with the first failed shared rule's text, as the web app would show it. */
export function assertRules(...results: (RuleError | undefined)[]): void {
  const failed = results.find((result) => result !== undefined);
  if (failed) throw new ApiError(400, formatRuleError(failed), null, failed);
}

/** Refuses fields their compiled contract schema fails, in the words a route's schema failure gets (400). */
export function assertFields(check: FieldsCheck, fields: Record<string, unknown>): void {
  if (check(fields)) return;
  throw Object.assign(new Error('The fields break their schema'), { validation: check.errors, validationContext: 'body', statusCode: 400 });
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * The first string holding a NUL character, named as schema errors name fields ("entries.0.message");
 * '' when the value itself is that string. Walks without recursion, so no nesting depth a 1 MB body
 * can reach overflows the stack, and builds a field's name only for the one it reports.
 */
export function fieldWithNul(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return fieldName(visit);
    } else if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item);
      for (let i = keys.length - 1; i >= 0; i--) pending.push({ value: (item as Record<string, unknown>)[keys[i]], key: keys[i], parent: visit });
    }
  }
  return null;
}

const FIELD_NAME_MAX = 100;

function fieldName(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  const name = keys.reverse().join('.');
  return name.length > FIELD_NAME_MAX ? `${name.slice(0, FIELD_NAME_MAX)}…` : name;
}

export const nulRefusal = (field: string) => `${field} must NOT contain a NUL character`;

/** Refuses a NUL character in any of these texts (multipart fields, which no hook sees), naming the field. */
export function assertNoNul(fields: Record<string, unknown>): void {
  const field = fieldWithNul(fields);
  if (field !== null) throw badRequest(nulRefusal(field || 'The request'));
}

const REQUEST_PARTS = [
  ['params', 'The path'],
  ['query', 'The query string'],
  ['body', 'The request body'],
] as const;

/**
 * Checks every route's parsed input before its schema and before any handler or preHandler can
 * reach the database: PostgreSQL cannot store a NUL character in text and answers an error, so a
 * NUL in a path parameter, query or body value is a 400 naming the field. A JSON number or boolean
 * sent for a field whose schema also takes one (`TextOr` in the contract's schemas) is read as its text, as a
 * form-encoded body would carry it, so handlers see the strings their types promise.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, whole] of REQUEST_PARTS) {
      const field = fieldWithNul(request[part]);
      // A wildcard route's parameter ('*') is the whole rest of the path.
      if (field !== null) return done(badRequest(nulRefusal(field === '*' || !field ? whole : field)));
    }
    readScalarsAsText(request);
    done();
  });
}

function readScalarsAsText(request: FastifyRequest): void {
  const body = request.body;
  const properties = (request.routeOptions.schema?.body as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties || body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [name, schema] of Object.entries(properties)) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const kind = typeof value;
    if ((kind === 'number' || kind === 'boolean') && Array.isArray(schema.type) && schema.type.includes(kind)) fields[name] = String(value);
  }
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}
