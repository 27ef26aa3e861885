import type { FastifyBaseLogger } from 'fastify';
import type { ReceiptStorage } from '../../adapters/receipts';
import type { Db } from '../../db/database';
import { listMembersOutOfContact } from '../members/store';
import { removeMemberData, removeReceiptFiles } from '../ops/service';

const BATCH = 50;

/** The same day `months` calendar months earlier (the month's last day when it is shorter), UTC. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

/**
 * The spec keeps personal data up to four years after the member's last contact (see
 * `members.last_contact_at`, migration 0006): members with no contact for `months` are removed as
 * the careline's PDPA removal does it (anonymised, sessions ended, receipts deleted, service
 * records kept for the workshops), with an audit entry by 'system' for each.
 * Several nodes may run it at once: a member another node is removing is skipped, not waited for.
 */
export async function anonymiseInactiveMembers(
  deps: { db: Db; receipts: ReceiptStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  now: Date,
  months: number,
): Promise<number> {
  const lastContactBefore = monthsBefore(now, months);
  let removed = 0;
  for (;;) {
    const batch = await deps.db.transaction().execute(async (trx) => {
      const due = await listMembersOutOfContact(trx, lastContactBefore, BATCH);
      const receiptKeys: string[] = [];
      for (const member of due) {
        const details = { reason: 'no contact', last_contact_at: member.last_contact_at.toISOString(), retention_months: months };
        receiptKeys.push(...(await removeMemberData(trx, member, 'system', now, details)));
      }
      return { found: due.length, receiptKeys };
    });
    await removeReceiptFiles(deps.receipts, batch.receiptKeys, deps.log);
    removed += batch.found;
    if (batch.found < BATCH) return removed;
  }
}
