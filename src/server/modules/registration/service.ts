import type { ApiContext } from '../../context';
import { SmsDeliveryError } from '../../adapters/sms';
import { ApiError, badRequest, conflict } from '../../http/errors';
import { assertRules } from '../../http/validate';
import {
  accountErrors,
  type AuthTokens,
  type RegisterRequest,
  type RegisterResult,
  type RegisterSocialRequest,
  type ResendRequest,
  type ResendResult,
  type VerificationRequest,
} from '../../../shared/contract/accounts';
import {
  checkFields,
  isChecked,
  registerFields,
  socialRegisterFieldNames,
  validateFullMobile,
  validateTac,
} from '../../../shared/rules';
import { defaultLanguage, isLanguage, type Language } from '../../../shared/language';
import { writeAudit } from '../audit/store';
import { assertCaptcha } from '../captcha/service';
import { checkCode, codeMessage, codeRefusal, liveCode, offerCode, RESEND_INTERVAL_MS } from '../codes/service';
import { welcomeMessage } from '../notifications/messages';
import { notifyMember } from '../notifications/store';
import { startSession } from '../sessions/tokens';
import type { Member } from '../../db/schema';
import { flagNewMember, type RegistrationOrigin } from '../patterns/registration';
import { becomeMember, liveAttempt, startAttempt, type RegistrationDetails, type StartedAttempt } from './attempts';

/** domain.md: the spec's verification answers 500 for a wrong code, and the web app shows its popup on it. */
const VERIFICATION_REFUSAL_STATUS = 500;

function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** 400 for people the programme is not for: the provider's and workshops' staff. */
async function assertEndConsumer(ctx: ApiContext, email: string, mobileNumber: string): Promise<void> {
  const domain = emailDomain(email);
  const affiliated = ctx.config.affiliatedEmailDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
  if (affiliated || (await ctx.workshopNumbers.isWorkshopNumber(ctx.db, mobileNumber))) {
    throw badRequest(accountErrors.notEndConsumer);
  }
}

/** Sends a code after its transaction committed; a gateway failure answers 502. */
export async function sendCode(ctx: ApiContext, to: string, text: string): Promise<void> {
  try {
    await ctx.sms.send({ to, text });
  } catch (err) {
    if (err instanceof SmsDeliveryError) throw new ApiError(502, accountErrors.smsFailed);
    throw err;
  }
}

/** The register form's own fields (the terms box stays on the screen), then the number. */
function validateProfileFields(ctx: ApiContext, body: Partial<RegisterRequest | RegisterSocialRequest>, mobileNumber: string): void {
  assertRules(checkFields(registerFields, body, ctx.clock.now(), socialRegisterFieldNames), validateFullMobile(mobileNumber, 'register'));
}

function detailsFrom(
  body: Partial<RegisterRequest | RegisterSocialRequest>,
  mobileNumber: string,
): Omit<RegistrationDetails, 'passwordHash' | 'social'> {
  return {
    mobileNumber,
    fullname: body.fullname!.trim(),
    email: body.email!.trim(),
    birthDate: body.birth_date!.trim(),
    referrerCode: body.referrer_code,
    subscribed: isChecked(body.subscribe),
    // The original web app never sends it: its members read English.
    language: isLanguage(body.language) ? body.language : defaultLanguage,
  };
}

/** Texts the attempt's new code, if it has one, and tells the code page whether a code was already sent. */
async function answerStarted(ctx: ApiContext, mobileNumber: string, language: Language, started: StartedAttempt): Promise<RegisterResult> {
  if (started.code) await sendCode(ctx, mobileNumber, codeMessage('registration', started.code, language));
  return {
    mobile_number: mobileNumber,
    registration_token: started.token,
    code_already_sent: started.alreadySent,
    retry_after: started.retryAfter,
  };
}

/**
 * Records a registration attempt and texts a code, or names the number's live code. The answer carries the attempt's token, which
 * the browser also keeps in an HttpOnly cookie: only that browser can verify this attempt.
 */
export async function register(ctx: ApiContext, body: Partial<RegisterRequest>, ip: string): Promise<RegisterResult> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  validateProfileFields(ctx, body, mobileNumber);
  assertRules(checkFields(registerFields, body, ctx.clock.now(), ['password', 'confirm_password']));
  await assertCaptcha(ctx, body.captcha, ip);
  await assertEndConsumer(ctx, body.email!.trim(), mobileNumber);
  const passwordHash = await ctx.passwords.hash(body.password!);
  const details = detailsFrom(body, mobileNumber);
  const started = await startAttempt(ctx, { ...details, passwordHash, social: null });
  return answerStarted(ctx, mobileNumber, details.language, started);
}

/** Social sign-up: the provider vouches for the person, the SMS code still proves the number. */
export async function registerSocial(ctx: ApiContext, body: Partial<RegisterSocialRequest>, ip: string): Promise<RegisterResult> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  validateProfileFields(ctx, body, mobileNumber);
  await assertCaptcha(ctx, body.captcha, ip);
  const identity = await ctx.socialIdentity.verify({
    provider: (body.provider ?? '').trim().toLowerCase(),
    user_id: (body.user_id ?? '').trim(),
    access_token: body.access_token ?? '',
    token_id: body.token_id ?? '',
  });
  await assertEndConsumer(ctx, body.email!.trim(), mobileNumber);
  const details = detailsFrom(body, mobileNumber);
  const started = await startAttempt(ctx, { ...details, passwordHash: null, social: identity });
  return answerStarted(ctx, mobileNumber, details.language, started);
}

/**
 * Texts a new code for the browser's own attempt when the number may be texted now; otherwise the
 * number's live code is the one to type, and the answer says so. Every other call (no attempt,
 * another number, an expired attempt, a verified number) answers the same and sends nothing, so the
 * answer never tells whether a number is known.
 */
export async function resendVerification(ctx: ApiContext, body: Partial<ResendRequest>, attemptToken: string): Promise<ResendResult> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'register'));
  const now = ctx.clock.now();
  const offered = await ctx.db.transaction().execute(async (trx) => {
    const attempt = await liveAttempt(trx, attemptToken, mobileNumber, now);
    if (!attempt) return null;
    const offer = await offerCode(trx, ctx.secrets.codes, { owner: { attemptId: attempt.id }, mobileNumber, purpose: 'registration' }, now);
    return { ...offer, language: attempt.language };
  });
  if (!offered) return { code_already_sent: false, retry_after: RESEND_INTERVAL_MS / 1000 };
  if (offered.code) await sendCode(ctx, mobileNumber, codeMessage('registration', offered.code, offered.language));
  return { code_already_sent: offered.alreadySent, retry_after: offered.retryAfter };
}

type VerifyOutcome = { tokens: AuthTokens; member: Member } | { refusal: ApiError };

/**
 * The number's live code from the SMS, typed in the browser that registered, verifies that
 * registration (whoever's registration the text was sent for): it
 * becomes the member, with its own password, and is logged in. Without the browser's attempt the
 * answer is the same as for a stale code, whatever the number.
 */
export async function verify(ctx: ApiContext, body: Partial<VerificationRequest>, attemptToken: string, origin: RegistrationOrigin): Promise<AuthTokens> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  const tac = (body.tac ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'register'), validateTac(tac));
  const now = ctx.clock.now();
  // A wrong try must be counted even though the call fails: the transaction commits, then we refuse.
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const attempt = await liveAttempt(trx, attemptToken, mobileNumber, now);
    if (!attempt) return { refusal: codeRefusal('expired', VERIFICATION_REFUSAL_STATUS) };
    // The number's live code, whichever attempt it was texted for, verifies the attempt of this browser.
    const code = await liveCode(trx, mobileNumber, 'registration', now);
    const check = await checkCode(trx, ctx.secrets.codes, code, `attempt:${attempt.id}`, tac, now);
    if (check !== 'ok') return { refusal: codeRefusal(check, VERIFICATION_REFUSAL_STATUS) };
    const member = await becomeMember(trx, attempt, now);
    if (!member) return { refusal: conflict(accountErrors.alreadyVerified) };
    await writeAudit(trx, { actor: `member:${member.id}`, action: 'member.verified', subject: mobileNumber, at: now });
    await notifyMember(trx, member.id, welcomeMessage, now);
    return { tokens: await startSession(trx, ctx.secrets.jwt, member.id, now), member };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  ctx.metrics.memberVerified();
  await flagNewMember(ctx, outcome.member, origin);
  return outcome.tokens;
}
