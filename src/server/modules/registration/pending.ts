import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { SocialIdentity } from '../../adapters/social';
import { conflict } from '../../http/errors';
import { accountErrors } from '../../../shared/contract/accounts';
import { issueCode } from '../codes/service';
import { newReferralCode, normaliseReferralCode } from '../members/referralCode';
import {
  deleteUnverifiedMember,
  findMemberByMobile,
  findMemberBySocialIdentity,
  findReferrer,
  insertMember,
  referralCodeExists,
  updateMember,
} from '../members/store';

export interface PendingMember {
  mobileNumber: string;
  fullname: string;
  email: string;
  birthDate: string;
  referrerCode: string | undefined;
  subscribed: boolean;
  /** Null for a social sign-up. */
  passwordHash: string | null;
  social: SocialIdentity | null;
}

/** A member cannot refer themselves: not their own account, nor a new one under their own email. */
function isSelfReferral(referrer: { id: number; email: string }, memberId: number | undefined, email: string): boolean {
  return referrer.id === memberId || referrer.email.trim().toLowerCase() === email.trim().toLowerCase();
}

async function uniqueReferralCode(db: Db): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await referralCodeExists(db, code))) return code;
  }
}

/**
 * Saves an unverified account and makes its registration code (answered, to be texted once this
 * commits). An unverified number is replaced with the new details; a verified one answers 409.
 */
export async function savePendingMember(ctx: ApiContext, pending: PendingMember): Promise<string> {
  const now = ctx.clock.now();
  const { code } = await ctx.db.transaction().execute(async (trx) => {
    let member = await findMemberByMobile(trx, pending.mobileNumber, { forUpdate: true });
    if (member && (member.verified_at || member.anonymised_at)) throw conflict(accountErrors.mobileRegistered);

    if (pending.social) {
      const holder = await findMemberBySocialIdentity(trx, pending.social.provider, pending.social.userId);
      if (holder && holder.id !== member?.id) {
        if (holder.verified_at) throw conflict(accountErrors.socialRegistered);
        // An abandoned sign-up with the same social account under another number gives way.
        await deleteUnverifiedMember(trx, holder.id);
      }
    }

    // An unknown or invalid referral code is ignored, never an error (domain.md).
    const referralCode = normaliseReferralCode(pending.referrerCode);
    const referrer = referralCode ? await findReferrer(trx, referralCode) : undefined;
    const details = {
      fullname: pending.fullname,
      email: pending.email,
      birth_date: pending.birthDate,
      password_hash: pending.passwordHash,
      auth_provider: pending.social?.provider ?? null,
      provider_user_id: pending.social?.userId ?? null,
      referrer_id: referrer && !isSelfReferral(referrer, member?.id, pending.email) ? referrer.id : null,
      subscribed: pending.subscribed,
      updated_at: now,
    };
    if (member) {
      await updateMember(trx, member.id, details);
    } else {
      member = await insertMember(trx, {
        ...details,
        mobile_number: pending.mobileNumber,
        referral_code: await uniqueReferralCode(trx),
        created_at: now,
      });
      // Another request registered the number between our read and insert.
      if (!member) throw conflict(accountErrors.mobileRegistered);
    }
    return issueCode(trx, ctx.secrets.codes, { memberId: member.id, mobileNumber: pending.mobileNumber, purpose: 'registration' }, now);
  });
  return code;
}
