import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Member, RegistrationAttempt } from '../../db/schema';
import type { SocialIdentity } from '../../adapters/social';
import type { Language } from '../../../shared/language';
import { randomToken, sha256 } from '../../adapters/tokens';
import { conflict } from '../../http/errors';
import { accountErrors } from '../../../shared/contract/accounts';
import { offerCode, type CodeOffer } from '../codes/service';
import { newReferralCode, normaliseReferralCode } from '../members/referralCode';
import {
  findMemberByMobile,
  findMemberBySocialIdentity,
  findReferrer,
  insertMember,
  referralCodeExists,
} from '../members/store';
import { deleteAttemptsFor, findAttemptByToken, insertAttempt } from './store';

/** How long a registration may wait for its code to be typed (and be resent) before it is void. */
export const ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

export interface RegistrationDetails {
  mobileNumber: string;
  fullname: string;
  email: string;
  birthDate: string;
  referrerCode: string | undefined;
  subscribed: boolean;
  /** The language on the registration screen: the member's from then on. */
  language: Language;
  /** Null for a social sign-up. */
  passwordHash: string | null;
  social: SocialIdentity | null;
}

export interface StartedAttempt extends CodeOffer {
  /** The browser's proof that it made this attempt; only its hash is stored. */
  token: string;
}

/** A member cannot refer themselves, not even with a new account under their own email. */
function isSelfReferral(referrer: { email: string }, email: string): boolean {
  return referrer.email.trim().toLowerCase() === email.trim().toLowerCase();
}

async function uniqueReferralCode(db: Db): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await referralCodeExists(db, code))) return code;
  }
}

/**
 * Records one registration of a number with its own details, and a code to text once this commits
 * when the number may be texted now. Otherwise the number's live code, texted for an earlier attempt
 * (perhaps a stranger's), serves this one too: only the phone saw it, and typed in the browser that
 * made this attempt it turns this attempt into the account. Other attempts are left alone.
 */
export async function startAttempt(ctx: ApiContext, details: RegistrationDetails): Promise<StartedAttempt> {
  const now = ctx.clock.now();
  const started = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberByMobile(trx, details.mobileNumber);
    if (member && (member.verified_at || member.anonymised_at)) throw conflict(accountErrors.mobileRegistered);
    if (details.social) {
      const holder = await findMemberBySocialIdentity(trx, details.social.provider, details.social.userId);
      if (holder?.verified_at) throw conflict(accountErrors.socialRegistered);
    }
    // An unknown or invalid referral code is ignored, never an error (domain.md).
    const referralCode = normaliseReferralCode(details.referrerCode);
    const referrer = referralCode ? await findReferrer(trx, referralCode) : undefined;
    const token = randomToken();
    const attempt = await insertAttempt(trx, {
      token_hash: sha256(token),
      mobile_number: details.mobileNumber,
      fullname: details.fullname,
      email: details.email,
      birth_date: details.birthDate,
      password_hash: details.passwordHash,
      auth_provider: details.social?.provider ?? null,
      provider_user_id: details.social?.userId ?? null,
      referrer_id: referrer && !isSelfReferral(referrer, details.email) ? referrer.id : null,
      subscribed: details.subscribed,
      language: details.language,
      created_at: now,
      expires_at: new Date(now.getTime() + ATTEMPT_TTL_MS),
    });
    const offer = await offerCode(
      trx,
      ctx.secrets.codes,
      { owner: { attemptId: attempt.id }, mobileNumber: details.mobileNumber, purpose: 'registration' },
      now,
    );
    return { ...offer, token };
  });
  ctx.metrics.registrationStarted();
  return started;
}

/** The live attempt a browser's token names on this number, locked; undefined for anything else. */
export async function liveAttempt(db: Db, token: string, mobileNumber: string, now: Date): Promise<RegistrationAttempt | undefined> {
  if (!token) return undefined;
  const attempt = await findAttemptByToken(db, sha256(token));
  if (!attempt || attempt.mobile_number !== mobileNumber || attempt.expires_at.getTime() <= now.getTime()) return undefined;
  return attempt;
}

/**
 * Turns a verified attempt into the member, with the attempt's own details and password. Every
 * other attempt on the number ends here. Answers undefined when the number was verified meanwhile.
 */
export async function becomeMember(db: Db, attempt: RegistrationAttempt, now: Date): Promise<Member | undefined> {
  const existing = await findMemberByMobile(db, attempt.mobile_number, { forUpdate: true });
  if (existing && (existing.verified_at || existing.anonymised_at)) return undefined;
  if (attempt.auth_provider && attempt.provider_user_id) {
    const holder = await findMemberBySocialIdentity(db, attempt.auth_provider, attempt.provider_user_id);
    if (holder?.verified_at) throw conflict(accountErrors.socialRegistered);
  }
  const member = await insertMember(db, {
    mobile_number: attempt.mobile_number,
    fullname: attempt.fullname,
    email: attempt.email,
    birth_date: attempt.birth_date,
    password_hash: attempt.password_hash,
    auth_provider: attempt.auth_provider,
    provider_user_id: attempt.provider_user_id,
    referrer_id: attempt.referrer_id,
    subscribed: attempt.subscribed,
    language: attempt.language,
    referral_code: await uniqueReferralCode(db),
    verified_at: now,
    survey_pending: true,
    created_at: now,
    updated_at: now,
  });
  if (member) await deleteAttemptsFor(db, attempt.mobile_number);
  return member;
}
