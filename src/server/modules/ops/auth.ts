import crypto from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../../context';
import { ApiError, unauthorized } from '../../http/errors';
import { OPS_ACTOR_HEADER, OPS_TOKEN_HEADER } from '../../../shared/contract/loyalty';

export const opsErrors = {
  invalidToken: 'Invalid operator token',
} as const;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Checked before the body is read. Without OPS_TOKEN the routes are not registered at all; the 404
 * here only guards a context whose token was cleared after start.
 */
export function createAuthenticateOps(ctx: ApiContext): onRequestAsyncHookHandler {
  return async function authenticateOps(request) {
    const expected = ctx.config.opsToken;
    if (!expected) throw new ApiError(404, `No such path: ${request.method} ${request.url.split('?')[0]}`);
    if (!sameSecret(header(request, OPS_TOKEN_HEADER), expected)) throw unauthorized(opsErrors.invalidToken);
  };
}

/** The operator's name for the audit log: 'ops:<name>' from X-Ops-Actor, or plain 'ops'. */
export function opsActorName(request: FastifyRequest): string {
  const name = header(request, OPS_ACTOR_HEADER).replace(/[^A-Za-z0-9._@-]/g, '').slice(0, 64);
  return name || 'ops';
}
