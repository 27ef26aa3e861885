import type { ApiContext } from '../../../context';
import { badRequest, conflict } from '../../../http/errors';
import { assertRules } from '../../../http/validate';
import { accountErrors } from '../../../../shared/contract/accounts';
import { carelineCaseErrors, type MobileChangeCodeResult } from '../../../../shared/contract/carelineCases';
import { serverText } from '../../../../shared/serverTexts';
import { validateFullMobile, validateTac } from '../../../../shared/rules';
import { MOBILE_CHANGED, writeAudit } from '../../audit/store';
import { checkCode, codeRefusal, liveCode, offerCode } from '../../codes/service';
import { findMemberByMobile, updateMember } from '../../members/store';
import { sendCode } from '../../registration/service';
import { revokeSessions } from '../../sessions/store';
import { caseMember } from './case';

const PURPOSE = 'mobile_change';

function newNumber(input: string | undefined, current: string): string {
  const mobile = (input ?? '').trim().replace(/^\+/, '');
  assertRules(validateFullMobile(mobile, 'register'));
  if (mobile === current) throw badRequest(carelineCaseErrors.mobileSame);
  return mobile;
}

/**
 * Step 1 of a number change: a code is texted to the NEW number, so the change needs the phone
 * it moves to (a caller who only knows the member's details cannot move the account to their own
 * number without it). The usual limits of codes hold: one text per 180 s and five an hour per number.
 */
export async function sendMobileChangeCode(ctx: ApiContext, mobile: string, input: string | undefined, operator: string): Promise<MobileChangeCodeResult> {
  const member = await caseMember(ctx.db, mobile);
  const target = newNumber(input, member.mobile_number);
  const now = ctx.clock.now();
  const offer = await ctx.db.transaction().execute(async (trx) => {
    if (await findMemberByMobile(trx, target)) throw conflict(accountErrors.mobileRegistered);
    const made = await offerCode(trx, ctx.secrets.codes, { owner: { memberId: member.id }, mobileNumber: target, purpose: PURPOSE }, now);
    // The new number stays out of the log until the change is made (MOBILE_CHANGED keeps it then).
    await writeAudit(trx, { actor: `ops:${operator}`, action: 'member.mobile_change_code', subject: `member:${member.id}`, details: { sent: made.code !== null }, at: now });
    return made;
  });
  if (offer.code) await sendCode(ctx, target, serverText(member.language, 'sms', 'mobileChangeCode', { code: offer.code }));
  return { sent: !offer.alreadySent, retry_after: offer.retryAfter };
}

/**
 * Step 2: the code the member reads out from the new phone. A right code moves the account: the
 * number changes, every session of the member ends (so whoever held the account on the old number
 * is signed out), and the old number is texted that the change was made. Wrong codes count as the
 * registration's do (five per code for this member), and are kept even though the call is refused.
 */
export async function confirmMobileChange(ctx: ApiContext, mobile: string, body: { mobile_number?: string; code?: string } | undefined, operator: string): Promise<{ mobile_number: string }> {
  const member = await caseMember(ctx.db, mobile);
  const target = newNumber(body?.mobile_number, member.mobile_number);
  const tac = (body?.code ?? '').trim();
  assertRules(validateTac(tac));
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const locked = await caseMember(trx, mobile, { forUpdate: true });
    const code = await liveCode(trx, target, PURPOSE, now);
    if (!code || code.member_id !== locked.id) return { refusal: badRequest(carelineCaseErrors.codeNotSent) };
    const check = await checkCode(trx, ctx.secrets.codes, code, `member:${locked.id}`, tac, now);
    if (check !== 'ok') return { refusal: codeRefusal(check, 400) };
    if (await findMemberByMobile(trx, target)) return { refusal: conflict(accountErrors.mobileRegistered) };
    await updateMember(trx, locked.id, { mobile_number: target, updated_at: now });
    const ended = await revokeSessions(trx, { memberId: locked.id }, 'mobile number changed', now);
    await writeAudit(trx, {
      actor: `ops:${operator}`,
      action: MOBILE_CHANGED,
      subject: `member:${locked.id}`,
      details: { from: locked.mobile_number, to: target, sessions_ended: ended },
      at: now,
    });
    return { changed: { from: locked.mobile_number, language: locked.language } };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  // After the commit: the change stands even if the notice cannot be sent now.
  try {
    await ctx.sms.send({ to: outcome.changed.from, text: serverText(outcome.changed.language, 'sms', 'mobileChanged', { ending: target.slice(-4) }) });
  } catch (err) {
    ctx.log.warn({ err }, 'the notice of a number change could not be texted to the old number');
  }
  return { mobile_number: target };
}
