import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiContext } from '../../context';
import type { CarelineRole } from '../../../shared/contract/careline';
import { createAuthenticateCareline, currentCareline } from '../careline/auth/authenticate';

/**
 * The operator API's check, before the body is read: a careline person's session (the console) or
 * personal access token (`npm run ops`), whose role is at least `role`. With `stepUp` (a member's
 * number, removal, export, backup) the person must have confirmed it is them within the last minutes:
 * a session by the step-up call, a token by the owner's authenticator code in X-Careline-Step-Up.
 */
export function createAuthenticateOps(ctx: ApiContext, role: CarelineRole = 'agent', options: { stepUp?: boolean } = {}): onRequestAsyncHookHandler {
  return createAuthenticateCareline(ctx, { role, stepUp: options.stepUp });
}

/** The audit log's name for the person behind the request (`careline:<email>`); never anything the request says of itself. */
export function opsActorName(request: FastifyRequest): string {
  return currentCareline(request).actor;
}
