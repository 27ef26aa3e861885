import type { ApiContext } from '../../context';
import type { Member } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { workshopAppErrors, type PushSubscriptionRequest } from '../../../shared/contract/workshopApp';
import { deleteSubscription, upsertSubscription } from './store';

/** base64url of an uncompressed P-256 point (65 bytes) and of a 16-byte auth secret, as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{87}$/;
const AUTH = /^[A-Za-z0-9_-]{22}$/;

/** Whether the endpoint is on one of the push services the server may post to (a subdomain counts). */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Saves the browser's subscription for the member on this device (the login it was made in): the
 * server then pushes the member's service news to it until logout or until the push service says it is gone.
 */
export async function saveSubscription(ctx: ApiContext, member: Member, sessionId: string | null, body: Partial<PushSubscriptionRequest> | undefined): Promise<null> {
  const endpoint = (body?.endpoint ?? '').trim();
  const p256dh = body?.keys?.p256dh ?? '';
  const auth = body?.keys?.auth ?? '';
  if (!allowedEndpoint(endpoint, ctx.config.pushEndpointHosts) || !P256DH.test(p256dh) || !AUTH.test(auth)) {
    throw badRequest(workshopAppErrors.subscriptionInvalid);
  }
  await upsertSubscription(ctx.db, { member_id: member.id, session_id: sessionId, endpoint, p256dh, auth, now: ctx.clock.now() });
  return null;
}

/** Removes the member's subscription of that endpoint; 200 whether or not it was there. */
export async function removeSubscription(ctx: ApiContext, member: Member, body: { endpoint?: string } | undefined): Promise<null> {
  const endpoint = (body?.endpoint ?? '').trim();
  if (!endpoint) throw badRequest(workshopAppErrors.subscriptionInvalid);
  await deleteSubscription(ctx.db, member.id, endpoint);
  return null;
}
