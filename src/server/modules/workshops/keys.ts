import crypto from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../../context';
import { WorkshopStatus, type Workshop } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { loyaltyErrors, WORKSHOP_KEY_HEADER } from '../../../shared/contract/loyalty';
import { findWorkshopByKeyHash } from './store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The workshop of a route behind `authenticateWorkshop`. */
    workshop: Workshop | null;
  }
}

/** A new workshop key: 32 random bytes, shown once; only its hash is kept. */
export function newWorkshopKey(): string {
  return `wk_${crypto.randomBytes(32).toString('base64url')}`;
}

/** Keys are long random strings, so a plain SHA-256 is enough to keep them unusable if the table leaks. */
export function hashWorkshopKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/** The workshop whose key a request carries, if any and if it is still in the programme. */
export async function workshopOfRequest(ctx: ApiContext, request: FastifyRequest): Promise<Workshop | null> {
  const header = request.headers[WORKSHOP_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 200) return null;
  const workshop = await findWorkshopByKeyHash(ctx.db, hashWorkshopKey(key));
  return workshop && workshop.status === WorkshopStatus.Active ? workshop : null;
}

export function decorateWorkshopRequests(app: { decorateRequest(name: 'workshop', value: null): unknown }): void {
  app.decorateRequest('workshop', null);
}

export function createAuthenticateWorkshop(ctx: ApiContext): preHandlerAsyncHookHandler {
  return async function authenticateWorkshop(request) {
    const workshop = await workshopOfRequest(ctx, request);
    if (!workshop) throw unauthorized(loyaltyErrors.workshopKeyInvalid);
    request.workshop = workshop;
  };
}

export function currentWorkshop(request: FastifyRequest): Workshop {
  if (!request.workshop) throw unauthorized(loyaltyErrors.workshopKeyInvalid);
  return request.workshop;
}
