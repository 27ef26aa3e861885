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
import { checkCode, codeMessage, codeRefusal, issueCode } from '../codes/service';
import { findResetCode } from '../codes/store';
import { clearLoginFailures } from '../login/store';
import { findMemberById, findMemberByMobile, updateMember } from '../members/store';
import { sendCode } from '../registration/service';
import { revokeSessions } from '../sessions/store';
import { startSession } from '../sessions/tokens';

/**
 * Texts a reset code to a member's number and answers the reset token that must come back with it.
 * A social account may reset too: it then gains a password, its only way back in without a session.
 * A number with no account gets the same answer, a token that matches nothing, and no text: the
 * page never tells who is a member.
 */
export async function forgotPassword(ctx: ApiContext, body: Partial<ForgotPasswordRequest>, ip: string): Promise<ForgotPasswordResult> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'reset'));
  await assertCaptcha(ctx, body.captcha, ip);
  const now = ctx.clock.now();
  const issued = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberByMobile(trx, mobileNumber, { forUpdate: true });
    if (!member || !member.verified_at || member.anonymised_at) return null;
    const code = await issueCode(trx, ctx.secrets.codes, { owner: { memberId: member.id }, mobileNumber, purpose: 'reset' }, now);
    return { ...code, language: member.language };
  });
  if (!issued) return randomToken();
  await sendCode(ctx, mobileNumber, codeMessage('reset', issued.code, issued.language));
  return issued.resetToken!;
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
    const row = await findResetCode(trx, sha256(token));
    if (!row || row.member_id === null) return { refusal: badRequest(accountErrors.resetExpired) };
    const member = await findMemberById(trx, row.member_id, { forUpdate: true });
    if (!member || member.anonymised_at) return { refusal: badRequest(accountErrors.resetExpired) };
    const check = await checkCode(trx, ctx.secrets.codes, row, tac, now);
    if (check === 'replaced') return { refusal: badRequest(accountErrors.resetExpired) };
    if (check !== 'ok') return { refusal: codeRefusal(check, 400) };
    await updateMember(trx, member.id, { password_hash: passwordHash, updated_at: now });
    await revokeSessions(trx, { memberId: member.id }, 'password reset', now);
    await clearLoginFailures(trx, member.mobile_number);
    await writeAudit(trx, { actor: `member:${member.id}`, action: 'password.reset', subject: member.mobile_number, at: now });
    return { tokens: await startSession(trx, ctx.secrets.jwt, member.id, now) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.tokens;
}
