import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../shared/contract/envelope';
import { isDatabaseUnavailable } from '../db/outage';
import { inLanguage, ruleText, serverTextsEn } from '../../shared/serverTexts';
import type { RuleError } from '../../shared/rules/types';
import { ApiError } from './errors';
import { requestLanguage } from './language';

/** The answer while the database cannot be reached: the request may be sent again. */
export const SERVICE_UNAVAILABLE = serverTextsEn.http.serviceUnavailable;
const SERVER_ERROR = serverTextsEn.http.serverError;

export function envelope<T>(statusCode: number, result: T | null, error: string | null = null): Envelope<T> {
  return { status_code: statusCode, result, error };
}

export function sendOk<T>(reply: FastifyReply, result: T | null = null): FastifyReply {
  return reply.code(200).send(envelope(200, result));
}

/** A refusal in the envelope, its text in the caller's language (`requestLanguage`). */
export function sendError(reply: FastifyReply, statusCode: number, error: string, result: unknown = null, rule: RuleError | null = null): FastifyReply {
  const language = requestLanguage(reply.request);
  const text = rule ? ruleText(language, rule) : inLanguage(language, error);
  return reply.code(statusCode).send(envelope(statusCode, result, text));
}

/** Describes a schema failure in words a caller can act on: "mobile_number is required". */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  if (first.instancePath === '' && first.keyword === 'type' && error.validationContext === 'body') {
    return 'The request body must be form-encoded or JSON';
  }
  const params = first.params as Record<string, unknown>;
  const field =
    (params.missingProperty as string | undefined) ??
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ??
    '';
  if (first.keyword === 'required') return `${field} is required`;
  if (first.keyword === 'additionalProperties') return `${String(params.additionalProperty)} is not allowed`;
  if (first.keyword === 'type' && Array.isArray(params.type)) return `${field} must be ${params.type.join(' or ')}`;
  // The pattern itself says nothing a caller can act on.
  if (first.keyword === 'pattern') return `${field} is invalid`;
  return field ? `${field} ${first.message ?? 'is invalid'}` : (first.message ?? 'Invalid request');
}

/**
 * The router's own refusals, before any route is chosen: a path that is not valid percent-encoding
 * (400) and a path parameter over `maxParamLength` (414). Neither echoes the path: it is the junk.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    sendError(reply, 400, 'The address is not valid: it has a broken percent-encoding');
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(reply, 414, 'A part of the address is too long');
  } else {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) reply.log.error({ err: error }, 'unexpected router error');
    sendError(reply, status, status === 500 ? SERVER_ERROR : 'The request could not be routed');
  }
}

/**
 * Every answer leaves in the envelope: refusals, schema failures, unparseable bodies, unknown paths,
 * a database that cannot be reached (503) and unexpected errors (logged, never shown with a stack trace).
 */
export function registerEnvelopeHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.message, error.result, error.rule);
    if (error.validation) return sendError(reply, 400, describeValidation(error));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return sendError(reply, 503, SERVICE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, serverTextsEn.http.tooManyRequests);
    if (status === 413) return sendError(reply, 413, serverTextsEn.http.tooLarge);
    if (status === 415) return sendError(reply, 415, serverTextsEn.http.unsupportedType);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, bad form body, empty body): their message is safe to show.
      return sendError(reply, status, error.message.replace(/^FST_\w+: /, ''));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, SERVER_ERROR);
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `No such path: ${request.method} ${request.url.split('?')[0]}`));
}
