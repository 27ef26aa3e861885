import type { ApiContext } from '../../context';
import { randomToken, sha256 } from '../../adapters/tokens';
import { ApiError, badRequest } from '../../http/errors';
import { assertRules } from '../../http/validate';
import {
  accountErrors,
  type AuthTokens,
  type ForgotPasswordRequest,
  type ForgotPasswordResult,
  type ResetPasswordRequest,
} from '../../../shared/contract/accounts';
import { checkFields, resetPasswordFields, validateFullMobile } from '../../../shared/rules';
import { writeAudit } from '../audit/store';
import { assertCaptcha } from '../captcha/service';
import { checkCode, codeMessage, codeRefusal, liveCode, offerCode } from '../codes/service';
import { deleteResetRequestsOf, findResetRequest, insertResetRequest } from './store';
import { clearLoginFailures } from '../login/store';
import { findMemberById, findMemberByMobile, updateMember } from '../members/store';
import { sendCode } from '../registration/service';
import { revokeSessions } from '../sessions/store';
import { startSession } from '../sessions/tokens';

/** How long a forgot-password call's token may be sent back with a code. */
export const RESET_REQUEST_TTL_MS = 60 * 60 * 1000;

/**
 * Hands the browser a reset token and texts the number a reset code when it may be texted now;
 * otherwise the number's live reset code, already texted (perhaps because someone else asked),
 * serves this token too. The answer is the same for every number however often asked: 200 and a
 * token. For a number with no account the token matches nothing and nothing is texted. A social
 * account may reset too: it then gains a password, its only way back in without a session.
 */
export async function forgotPassword(ctx: ApiContext, body: Partial<ForgotPasswordRequest>, ip: string): Promise<ForgotPasswordResult> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'reset'));
  await assertCaptcha(ctx, body.captcha, ip);
  const now = ctx.clock.now();
  const token = randomToken();
  const sent = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberByMobile(trx, mobileNumber, { forUpdate: true });
    if (!member || !member.verified_at || member.anonymised_at) return null;
    await insertResetRequest(trx, {
      token_hash: sha256(token),
      member_id: member.id,
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_REQUEST_TTL_MS),
    });
    try {
      const offer = await offerCode(trx, ctx.secrets.codes, { owner: { memberId: member.id }, mobileNumber, purpose: 'reset' }, now);
      return offer.code ? { code: offer.code, language: member.language } : null;
    } catch (err) {
      // No live code and no text allowed yet: the answer stays the same; a later call texts one.
      if (err instanceof ApiError && err.statusCode === 429) return null;
      throw err;
    }
  });
  if (sent) await sendCode(ctx, mobileNumber, codeMessage('reset', sent.code, sent.language));
  return token;
}

type ResetOutcome = { tokens: AuthTokens } | { refusal: ApiError };

/** Sets a new password with the reset token and code; every other session ends. */
export async function resetPassword(ctx: ApiContext, body: Partial<ResetPasswordRequest>): Promise<AuthTokens> {
  const token = (body.token ?? '').trim();
  const tac = (body.tac ?? '').trim();
  if (!token) throw badRequest(accountErrors.resetExpired);
  const now = ctx.clock.now();
  assertRules(checkFields(resetPasswordFields, { password: body.password, tac }, now, ['password', 'tac']));
  const passwordHash = await ctx.passwords.hash(body.password!);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<ResetOutcome> => {
    const request = await findResetRequest(trx, sha256(token));
    if (!request || request.expires_at.getTime() <= now.getTime()) return { refusal: badRequest(accountErrors.resetExpired) };
    const member = await findMemberById(trx, request.member_id, { forUpdate: true });
    if (!member || member.anonymised_at) return { refusal: badRequest(accountErrors.resetExpired) };
    // The number's live reset code, whichever request it was texted for, resets with this browser's token.
    const code = await liveCode(trx, member.mobile_number, 'reset', now);
    const check = await checkCode(trx, ctx.secrets.codes, code, `reset:${request.id}`, tac, now);
    if (check !== 'ok') return { refusal: codeRefusal(check, 400) };
    await updateMember(trx, member.id, { password_hash: passwordHash, updated_at: now });
    await revokeSessions(trx, { memberId: member.id }, 'password reset', now);
    await clearLoginFailures(trx, member.mobile_number);
    await deleteResetRequestsOf(trx, member.id);
    await writeAudit(trx, { actor: `member:${member.id}`, action: 'password.reset', subject: member.mobile_number, at: now });
    return { tokens: await startSession(trx, ctx.secrets.jwt, member.id, now) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.tokens;
}
