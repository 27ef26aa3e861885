import type { ApiContext } from '../../context';
import type { Member } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { accountErrors, type Profile, type SurveyRequest, type UpdateProfileRequest } from '../../../shared/contract/accounts';
import { checkFields, passwordChangeFields, profileDetailsFields, validateSurveyAnswer } from '../../../shared/rules';
import type { Language } from '../../../shared/language';
import { writeAudit } from '../audit/store';
import { revokeSessions } from '../sessions/store';
import { clearSurveyPending, insertSurveyAnswer, updateMember } from './store';

export function toProfile(member: Member): Profile {
  return {
    fullname: member.fullname,
    email: member.email,
    mobile_number: member.mobile_number,
    birth_date: member.birth_date,
    address: member.address,
    state: member.state,
    country: member.country,
    postal_code: member.postal_code,
    password: '',
    auth_provider: member.auth_provider,
    referral_code: member.referral_code,
    survey_pending: member.survey_pending,
    language: member.language,
  };
}

/** The language switch of a signed-in member: what the server writes from now on is in it. */
export async function changeLanguage(ctx: ApiContext, member: Member, language: Language): Promise<Profile> {
  if (member.language !== language) await updateMember(ctx.db, member.id, { language });
  return toProfile({ ...member, language });
}

/**
 * Saves the profile edit. A new password needs the current one; it then ends the member's other
 * sessions (this one stays, so saving does not log the member out).
 */
export async function updateProfile(
  ctx: ApiContext,
  member: Member,
  sessionId: string,
  body: Partial<UpdateProfileRequest>,
): Promise<Profile> {
  const now = ctx.clock.now();
  const newPassword = body.password ?? '';
  assertRules(checkFields(profileDetailsFields, body, now));
  let passwordHash: string | undefined;
  if (newPassword) {
    if (member.auth_provider) throw badRequest(accountErrors.socialPassword);
    assertRules(checkFields(passwordChangeFields, body, now));
    const oldOk = member.password_hash !== null && (await ctx.passwords.verify(member.password_hash, body.old_password!));
    if (!oldOk) throw badRequest(accountErrors.wrongOldPassword);
    passwordHash = await ctx.passwords.hash(newPassword);
  }
  const patch = {
    fullname: body.fullname!.trim(),
    birth_date: body.birth_date!.trim(),
    email: body.email!.trim(),
    address: body.address!.trim(),
    state: body.state!.trim(),
    country: body.country!.trim(),
    postal_code: body.postal_code!.trim(),
    updated_at: now,
    ...(passwordHash ? { password_hash: passwordHash } : {}),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await updateMember(trx, member.id, patch);
    if (passwordHash) {
      await revokeSessions(trx, { memberId: member.id, exceptSessionId: sessionId }, 'password changed', now);
      await writeAudit(trx, { actor: `member:${member.id}`, action: 'password.changed', subject: member.mobile_number, at: now });
    }
  });
  return toProfile({ ...member, ...patch, password_hash: passwordHash ?? member.password_hash });
}

/** The one-time post-registration survey; answering it clears the flag. */
export async function answerSurvey(ctx: ApiContext, member: Member, body: Partial<SurveyRequest>): Promise<null> {
  assertRules(validateSurveyAnswer(body.answer2));
  const answer = (body.answer ?? '').trim() || 'no';
  const answer2 = body.answer2!.trim();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await clearSurveyPending(trx, member.id, now))) throw conflict(accountErrors.surveyDone);
    await insertSurveyAnswer(trx, { member_id: member.id, answer, answer2, created_at: now });
  });
  return null;
}
