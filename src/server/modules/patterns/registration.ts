import crypto from 'node:crypto';
import type { ApiContext } from '../../context';
import type { Member } from '../../db/schema';
import { quietly, raiseMemberFlag } from './raise';
import { countReferralsSince, countRegistrationsSince, hasMemberFlagSince, insertRegistrationKeys } from './store';

const HOUR_MS = 60 * 60 * 1000;

/** Where a registration came from, as the request showed it. */
export interface RegistrationOrigin {
  ip: string;
  userAgent: string;
}

/**
 * Keyed hashes of the address, and of the address with the browser's user agent ('one device': the
 * same browser on the same network). Keyed with the server's secret, so the keys say whether two
 * accounts came from one place and nothing else: the address cannot be recovered by hashing every
 * IPv4 address in turn.
 */
export function registrationKeys(secret: string, origin: RegistrationOrigin): { address_key: string; device_key: string } {
  const key = (purpose: string, value: string) => crypto.createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');
  return { address_key: key('registration-address', origin.ip), device_key: key('registration-device', `${origin.ip}\0${origin.userAgent}`) };
}

/**
 * Right after a registration became a member: keeps where it came from (hashed), flags the new account
 * when many were registered from one address or device lately, and flags its referrer (once in the
 * window) when many new members joined with their code lately. Never fails the registration.
 */
export async function flagNewMember(ctx: ApiContext, member: Member, origin: RegistrationOrigin): Promise<void> {
  await quietly(ctx, `registration of member ${member.id}`, async () => {
    const settings = ctx.config.patterns;
    const now = ctx.clock.now();
    const keys = registrationKeys(ctx.secrets.codes, origin);
    await insertRegistrationKeys(ctx.db, { member_id: member.id, ...keys, created_at: member.created_at });
    const since = new Date(now.getTime() - settings.accountsHours * HOUR_MS);
    const fromAddress = await countRegistrationsSince(ctx.db, 'address_key', keys.address_key, since);
    if (fromAddress >= settings.accountsPerAddress) {
      await raiseMemberFlag(ctx, ctx.db, member.id, {
        kind: 'accounts_from_one_address',
        reason: `This account is one of ${fromAddress} registered from one network address within ${settings.accountsHours} hours (flagged from ${settings.accountsPerAddress}).`,
        figures: { accounts: fromAddress, hours: settings.accountsHours, threshold: settings.accountsPerAddress },
      }, now);
    }
    const fromDevice = await countRegistrationsSince(ctx.db, 'device_key', keys.device_key, since);
    if (fromDevice >= settings.accountsPerDevice) {
      await raiseMemberFlag(ctx, ctx.db, member.id, {
        kind: 'accounts_from_one_device',
        reason: `This account is one of ${fromDevice} registered from one browser on one network address within ${settings.accountsHours} hours (flagged from ${settings.accountsPerDevice}).`,
        figures: { accounts: fromDevice, hours: settings.accountsHours, threshold: settings.accountsPerDevice },
      }, now);
    }
    if (member.referrer_id) {
      const window = new Date(now.getTime() - settings.referralHours * HOUR_MS);
      const referred = await countReferralsSince(ctx.db, member.referrer_id, window);
      if (referred >= settings.referrals && !(await hasMemberFlagSince(ctx.db, member.referrer_id, 'referral_burst', window))) {
        await raiseMemberFlag(ctx, ctx.db, member.referrer_id, {
          kind: 'referral_burst',
          reason: `This member referred ${referred} new members within ${settings.referralHours} hours (flagged from ${settings.referrals}).`,
          figures: { referrals: referred, hours: settings.referralHours, threshold: settings.referrals },
        }, now);
      }
    }
  });
}
