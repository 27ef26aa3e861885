import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';
import { deleteOutboxMessagesTo } from '../../adapters/sms/outboxStore';
import { forgetMobileChangeDetails, mobileChangeDetails, refileAudit } from '../audit/store';
import { forgetEntryDetails } from '../campaigns/store';
import { deleteCodesOf } from '../codes/store';
import { clearLoginFailures } from '../login/store';
import { anonymiseMemberDetails, deleteSurveyAnswers } from '../members/store';
import { deleteMemberNotifications } from '../notifications/store';
import { deleteMemberSubscriptions } from '../push/store';
import { deleteRegistrationKeys } from '../patterns/store';
import { forgetDeliveryDetails } from '../referrals/store';
import { deleteAttemptsFor } from '../registration/store';
import { deleteMemberReceipts } from '../services/store';
import { anonymiseMemberVehicles } from '../vehicles/store';

/**
 * Replaces everything that identifies the member and deletes what only concerns them (inbox,
 * codes, texts, survey, receipts). Vehicles and services stay, their plates replaced, so the number
 * and the plates can be registered again by someone else, and the workshops keep their records
 * (a receipt asked for afterwards is a 404).
 * Answers the storage keys of the receipts whose rows it deleted: their files go once the
 * transaction has committed (a file left by a crash in between has no row, and the orphan sweep
 * removes it).
 */
export async function anonymiseMember(trx: Db, member: Member, now: Date): Promise<string[]> {
  await anonymiseMemberDetails(trx, member.id, now);
  await anonymiseMemberVehicles(trx, member.id);
  await forgetEntryDetails(trx, member.id);
  await forgetDeliveryDetails(trx, member.id);
  await deleteMemberNotifications(trx, member.id);
  await deleteSurveyAnswers(trx, member.id);
  // The member's devices and the pushes waiting for them.
  await deleteMemberSubscriptions(trx, member.id);
  // Where the account registered from, hashed: nothing to compare new accounts with once it is gone.
  await deleteRegistrationKeys(trx, member.id);
  await deleteCodesOf(trx, member.id, member.mobile_number);
  // Registrations of the number still waiting for their code: their details and codes go too.
  await deleteAttemptsFor(trx, member.mobile_number);
  await deleteOutboxMessagesTo(trx, member.mobile_number);
  await clearLoginFailures(trx, member.mobile_number);
  await forgetNumbersInAudit(trx, member);
  return deleteMemberReceipts(trx, member.id);
}

/**
 * The audit trail keeps what happened to the account, but under its id: entries filed under any
 * number the member held are refiled as `member:<id>`, and number changes lose the numbers.
 */
async function forgetNumbersInAudit(trx: Db, member: Member): Promise<void> {
  const subject = `member:${member.id}`;
  const numbers = new Set([member.mobile_number]);
  for (const details of await mobileChangeDetails(trx, subject)) {
    for (const value of Object.values(details ?? {})) if (typeof value === 'string') numbers.add(value);
  }
  await refileAudit(trx, [...numbers], subject);
  await forgetMobileChangeDetails(trx, subject);
}
