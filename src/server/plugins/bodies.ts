import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { serverTextsEn } from '../../shared/serverTexts';

/**
 * What a request body may cost before the server spends a parse on it. Every route takes a few
 * kilobytes of flat JSON or form fields; the few that take more say so in their own options
 * (`bodyLimit`, and `config.json` for the shape). A receipt upload is multipart, which
 * @fastify/multipart streams under its own limits.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** How deeply a JSON body may nest and how many values (array items and object members) it may hold. */
export interface JsonShape {
  depth: number;
  items: number;
}

/**
 * The largest shape any route needs by default: forms are one flat object (depth 1); the deepest body
 * is the browser's error report (an object holding an array of objects, depth 3, 20 entries of 7
 * fields, about 160 values).
 */
export const DEFAULT_JSON_SHAPE: JsonShape = { depth: 4, items: 256 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The JSON shape this route takes, when it needs more than DEFAULT_JSON_SHAPE. */
    json?: Partial<JsonShape>;
  }
}

export const BODY_TOO_COMPLEX = serverTextsEn.http.tooComplex;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/**
 * Whether a JSON text stays within a shape, by one pass over its characters that stops at the first
 * excess: no parse, no allocation. Strings are skipped (a bracket inside one counts for nothing).
 * Items are counted from above: every container opened and every comma, so `[{},{},…]` counts each
 * `{}` and each comma. Text that is not JSON at all is left for the parser to refuse.
 */
export function withinJsonShape(text: string, shape: JsonShape): boolean {
  let depth = 0;
  let items = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // To the closing quote, stepping over escapes.
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > shape.depth || ++items > shape.items) return false;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COMMA) {
      if (++items > shape.items) return false;
    }
  }
  return true;
}

/**
 * Replaces Fastify's JSON parser with the same parser (its prototype-poisoning refusals included)
 * behind the shape check, so a body of a million brackets or empty objects is refused in one cheap
 * pass instead of blocking the event loop in JSON.parse. Bodies past the route's `bodyLimit` never
 * get here: Fastify answers 413 as soon as the declared length, or the bytes read, pass it.
 */
export function registerBodyShapeCheck(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const own = request.routeOptions.config?.json;
    const shape = own ? { ...DEFAULT_JSON_SHAPE, ...own } : DEFAULT_JSON_SHAPE;
    if (!withinJsonShape(body as string, shape)) {
      request.log.info({ bytes: (body as string).length }, 'request body refused: nested too deeply or too many items');
      return done(new ApiError(400, BODY_TOO_COMPLEX), undefined);
    }
    parse(request, body as string, done);
  });
}
