import type { ApiContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { Member, Service } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { CASE_AUDIT_ENTRIES, carelineCasePaths, carelineCaseErrors, type CaseFlag, type CaseService, type MemberCase } from '../../../../shared/contract/carelineCases';
import { ServiceStatus } from '../../../../shared/contract/loyalty';
import { DAY_MS, VERIFICATION_WINDOW_DAYS } from '../../../../shared/loyalty/constants';
import { MOBILE_LOOKUP_PATTERN } from '../../../../shared/rules';
import { listAudit, mobileChangeDetails, writeAudit } from '../../audit/store';
import { listMemberEntries } from '../../campaigns/store';
import { countReferredMembers, findMemberByMobile } from '../../members/store';
import { listAllNotifications } from '../../notifications/store';
import { listRewardsOfMember } from '../../referrals/store';
import { listCyclesOfVehicles, listMemberServices } from '../../services/store';
import { oilNameOf } from '../../services/view';
import { listMemberVehicles } from '../../vehicles/store';
import { countLiveSessions, flagsOfServices, servicesWithReceipts } from './store';

/** A member the careline may act for: registered under the number and not removed. */
export async function caseMember(db: Db, mobile: string, options: { forUpdate?: boolean } = {}): Promise<Member> {
  const member = MOBILE_LOOKUP_PATTERN.test(mobile) ? await findMemberByMobile(db, mobile, options) : undefined;
  if (!member || member.anonymised_at) throw notFound(carelineCaseErrors.memberNotFound);
  return member;
}

/** When the expiry job rejects a pending service. */
export const decideBy = (createdAt: Date) => new Date(createdAt.getTime() + VERIFICATION_WINDOW_DAYS * DAY_MS);

type FlagRow = Awaited<ReturnType<typeof flagsOfServices>>[number];

export function flagView(row: FlagRow): CaseFlag {
  return {
    kind: row.kind,
    reason: row.reason,
    figures: row.figures,
    other_transaction_code: row.other_transaction_code ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Flags and receipts of services, by service guid, read in two queries whatever the count. */
export async function serviceExtras(db: Db, guids: string[]) {
  const flags = new Map<string, CaseFlag[]>();
  for (const row of await flagsOfServices(db, guids)) flags.set(row.service_guid, [...(flags.get(row.service_guid) ?? []), flagView(row)]);
  const receipts = await servicesWithReceipts(db, guids);
  return {
    flagsOf: (guid: string) => flags.get(guid) ?? [],
    receiptOf: (guid: string, code: string) => (receipts.has(guid) ? carelineCasePaths.serviceReceipt(code) : null),
  };
}

function serviceView(service: Service, extras: Awaited<ReturnType<typeof serviceExtras>>): CaseService {
  return {
    transaction_code: service.transaction_code,
    status: service.status,
    workshop_id: service.workshop_id,
    oil_code: service.oil_code,
    oil_name: oilNameOf(service.oil_code),
    total_bottle: service.total_bottle,
    free_oil: service.free_oil,
    current_mileage: service.current_mileage,
    reject_reason: service.reject_reason,
    created_at: service.created_at.toISOString(),
    decided_at: service.decided_at?.toISOString() ?? null,
    decided_by: service.decided_by,
    decide_by: service.status === ServiceStatus.Pending ? decideBy(service.created_at).toISOString() : null,
    receipt: extras.receiptOf(service.guid, service.transaction_code),
    flags: extras.flagsOf(service.guid),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function readCase(db: Db, member: Member): Promise<MemberCase> {
  const subject = `member:${member.id}`;
  const numbers = new Set([member.mobile_number]);
  for (const details of await mobileChangeDetails(db, subject)) {
    for (const value of Object.values(details ?? {})) if (typeof value === 'string') numbers.add(value);
  }
  const vehicles = await listMemberVehicles(db, member.id);
  const cycles = await listCyclesOfVehicles(db, vehicles.map((v) => v.guid));
  const services = await listMemberServices(db, member.id);
  const extras = await serviceExtras(db, services.map((s) => s.guid));
  const rewards = await listRewardsOfMember(db, member.id);
  const audit = await listAudit(db, { about: { subjects: [subject, ...numbers], actor: subject }, limit: CASE_AUDIT_ENTRIES });

  return {
    profile: {
      mobile_number: member.mobile_number,
      fullname: member.fullname,
      email: member.email,
      birth_date: member.birth_date,
      address: member.address,
      state: member.state,
      country: member.country,
      postal_code: member.postal_code,
      language: member.language,
      referral_code: member.referral_code,
      subscribed: member.subscribed,
      auth_provider: member.auth_provider,
      vehicle_allowance: member.vehicle_allowance,
      created_at: member.created_at.toISOString(),
      verified_at: iso(member.verified_at),
      last_contact_at: member.last_contact_at.toISOString(),
      live_sessions: await countLiveSessions(db, member.id),
    },
    status: member.verified_at ? 'active' : 'unverified',
    vehicles: vehicles.map((vehicle) => ({
      guid: vehicle.guid,
      plate_number: vehicle.plate_number,
      brand: vehicle.brand,
      model: vehicle.model,
      year_manufactured: vehicle.year_manufactured,
      registered_mileage: vehicle.registered_mileage,
      created_at: vehicle.created_at.toISOString(),
      cycles: cycles
        .filter((cycle) => cycle.vehicle_guid === vehicle.guid)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
        .map((cycle) => ({
          guid: cycle.guid,
          workshop_id: cycle.workshop_id,
          size: cycle.size,
          status: cycle.status,
          created_at: cycle.created_at.toISOString(),
          closed_at: iso(cycle.closed_at),
          services: services.filter((s) => s.cycle_guid === cycle.guid).map((s) => serviceView(s, extras)),
        })),
    })),
    inbox: (await listAllNotifications(db, member.id)).map((n) => ({ id: n.id, subject: n.subject, message: n.message, is_read: n.is_read, created_at: n.created_at.toISOString() })),
    referrals: {
      members_referred: await countReferredMembers(db, member.id),
      rewards_earned: rewards.made.map((r) => ({ id: r.id, status: r.status, created_at: r.created_at.toISOString(), redeemed_at: iso(r.redeemed_at) })),
      reward_for_first_service: rewards.received.length > 0,
    },
    campaign_entries: (await listMemberEntries(db, member.id)).map((entry) => ({
      transaction_code: entry.transaction_code,
      answer: entry.answer,
      amount: entry.amount,
      created_at: entry.created_at.toISOString(),
      pin_assigned_at: iso(entry.pin_assigned_at),
    })),
    audit: audit.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}

/**
 * The member's case on one screen. Opening it is written to the log (who looked at whom, when)
 * before it is answered, so no one reads a case the log does not show; the entry is not in the
 * trail it answers, which is read first.
 */
export async function openCase(ctx: ApiContext, mobile: string, operator: string): Promise<MemberCase> {
  const member = await caseMember(ctx.db, mobile);
  return ctx.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
    const found = await readCase(trx, member);
    await writeAudit(trx, { actor: `ops:${operator}`, action: 'case.opened', subject: `member:${member.id}`, at: ctx.clock.now() });
    return found;
  });
}
