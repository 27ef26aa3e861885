import type { SubscriptionMailResult } from '../../../shared/contract/content';
import { subscriptionErrors } from '../../../shared/contract/content';
import { validateEmail } from '../../../shared/rules';
import type { ApiContext } from '../../context';
import { badRequest } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { unsubscribeMembersByEmail } from '../members/store';
import { upsertMailSubscription } from './store';

export interface MailPreferenceInput {
  email?: string;
  is_enabled?: string;
}

/** 'true' and 'false' as the link carries them (also 1 and 0, which some mailers write). */
export function parseIsEnabled(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw badRequest(subscriptionErrors.isEnabledInvalid);
}

/**
 * The mail link of spec section 7. The address's preference is recorded whether or not a member
 * has it, and the answer is the same either way, so the link tells nobody who is a member.
 * Turning mail off also withdraws the consent of every member with the address (`subscribed`);
 * turning it on only lifts the address's block: an unauthenticated link never gives a member's
 * consent, which members give at registration themselves.
 */
export async function setMailPreference(ctx: ApiContext, input: MailPreferenceInput): Promise<SubscriptionMailResult> {
  assertRules(validateEmail(input.email));
  const isEnabled = parseIsEnabled(input.is_enabled);
  const email = input.email!.trim().toLowerCase();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await upsertMailSubscription(trx, email, isEnabled, now);
    if (!isEnabled) await unsubscribeMembersByEmail(trx, email, now);
  });
  return { email, is_enabled: isEnabled };
}
