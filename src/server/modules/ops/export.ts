import type { Archiver, ArchiverOptions } from 'archiver';
import type { Readable } from 'node:stream';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import type { Member } from '../../db/schema';
import { notFound } from '../../http/errors';
import { TAC_LENGTH } from '../../../shared/rules/tac';
import { listOutbox } from '../../adapters/sms/outboxStore';
import { listAudit, mobileChangeDetails, writeAudit } from '../audit/store';
import { listMemberEntries } from '../campaigns/store';
import { listCodesOf } from '../codes/store';
import { listLoginRecords } from '../login/store';
import { countReferredMembers, findMemberByMobile, listSurveyAnswers } from '../members/store';
import { listAllNotifications } from '../notifications/store';
import { listRewardsOfMember } from '../referrals/store';
import { listCyclesOfVehicles, listMemberReceipts, listMemberServices } from '../services/store';
import { listMemberSessions } from '../sessions/store';
import { findMailSubscription } from '../subscriptions/store';
import { listMemberVehicles } from '../vehicles/store';
import { opsMessages } from './service';

/**
 * archiver, loaded on the first export asked for (most starts of the server never need it). Version
 * 7 exports a factory; the installed type definitions describe version 8's classes.
 */
async function createArchive(format: 'zip', options: ArchiverOptions): Promise<Archiver> {
  const archiverModule = await import('archiver');
  return (archiverModule as unknown as { default: (format: 'zip', options?: ArchiverOptions) => Archiver }).default(format, options);
}

/** More than any member's history: the export is everything, not a page. */
const ALL = 1_000_000;

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** One receipt file of the archive; `key` stays on the server. */
interface ReceiptFile {
  key: string;
  name: string;
}

export interface MemberExport {
  member: Member;
  /** One JSON file each, by name. */
  areas: Record<string, unknown>;
  receipts: ReceiptFile[];
}

/** What the profile shows: every column but the password hash and the referrer's id (another person). */
function profileOf(member: Member) {
  return {
    mobile_number: member.mobile_number,
    fullname: member.fullname,
    email: member.email,
    birth_date: member.birth_date,
    address: member.address,
    state: member.state,
    country: member.country,
    postal_code: member.postal_code,
    referral_code: member.referral_code,
    joined_with_a_referral_code: member.referrer_id !== null,
    subscribed: member.subscribed,
    auth_provider: member.auth_provider,
    provider_user_id: member.provider_user_id,
    vehicle_allowance: member.vehicle_allowance,
    survey_pending: member.survey_pending,
    language: member.language,
    created_at: member.created_at,
    verified_at: member.verified_at,
    updated_at: member.updated_at,
    last_contact_at: member.last_contact_at,
  };
}

/** One-time codes in texts may still be valid: the archive shows that one was sent, not the code. */
const CODE_IN_TEXT = new RegExp(`\\b\\d{${TAC_LENGTH}}\\b`, 'g');
const withoutCodes = (message: string) => message.replace(CODE_IN_TEXT, '•'.repeat(TAC_LENGTH));

/**
 * Everything the programme holds about a member, read in one snapshot (PDPA access request).
 * Audit entries are those filed under the member's id or any number it held, and those it wrote.
 */
async function gather(db: Db, member: Member): Promise<Omit<MemberExport, 'member'>> {
  const subject = `member:${member.id}`;
  const numbers = new Set([member.mobile_number]);
  for (const details of await mobileChangeDetails(db, subject)) {
    for (const value of Object.values(details ?? {})) if (typeof value === 'string') numbers.add(value);
  }
  const vehicles = await listMemberVehicles(db, member.id);
  const receipts = await listMemberReceipts(db, member.id);
  const rewards = await listRewardsOfMember(db, member.id);
  const mail = await findMailSubscription(db, member.email.toLowerCase());
  const areas: Record<string, unknown> = {
    profile: profileOf(member),
    vehicles,
    cycles: await listCyclesOfVehicles(db, vehicles.map((v) => v.guid)),
    services: (await listMemberServices(db, member.id)).map(({ submission_id: _browserKey, ...service }) => service),
    receipts: receipts.map((r) => ({ transaction_code: r.transaction_code, file: receiptName(r), mime: r.mime, size: r.size, sha256: r.sha256, created_at: r.created_at })),
    notifications: await listAllNotifications(db, member.id),
    referrals: { members_referred: await countReferredMembers(db, member.id), rewards_earned: rewards.made, rewards_for_your_first_service: rewards.received },
    campaign_entries: await listMemberEntries(db, member.id),
    survey_answers: await listSurveyAnswers(db, member.id),
    mail_preference: mail ? { email: mail.email, is_enabled: mail.is_enabled, updated_at: mail.updated_at } : null,
    sessions: await listMemberSessions(db, member.id),
    one_time_codes: await listCodesOf(db, member.id, member.mobile_number),
    login: await listLoginRecords(db, member.mobile_number),
    texts: (await listOutbox(db, member.mobile_number, ALL)).map((text) => ({ ...text, message: withoutCodes(text.message) })),
    audit: await listAudit(db, { about: { subjects: [subject, ...numbers], actor: subject }, limit: ALL }),
  };
  return { areas, receipts: receipts.map((r) => ({ key: r.storage_key, name: `receipts/${receiptName(r)}` })) };
}

const receiptName = (r: { transaction_code: string; mime: string }) => `${r.transaction_code}.${extensions[r.mime] ?? 'bin'}`;

/** The member's data, audited as handed out; unknown or removed members are a 404. */
export async function exportMember(ctx: ApiContext, mobile: string, operator: string): Promise<MemberExport> {
  const member = /^\d{7,16}$/.test(mobile) ? await findMemberByMobile(ctx.db, mobile) : undefined;
  if (!member || member.anonymised_at) throw notFound(opsMessages.memberNotFound);
  // Repeatable read: on PostgreSQL every area comes from the same moment, however busy the member is.
  const gathered = await ctx.db.transaction().setIsolationLevel('repeatable read').execute((trx) => gather(trx, member));
  await writeAudit(ctx.db, {
    actor: operator,
    action: 'member.exported',
    subject: `member:${member.id}`,
    details: { receipts: gathered.receipts.length },
    at: ctx.clock.now(),
  });
  return { member, ...gathered };
}

const readme = (data: MemberExport, at: Date) => `Personal data held by the Quartz Loyalty Programme
Member: ${data.member.mobile_number}, exported ${at.toISOString()}

Each JSON file holds one part of what the programme keeps about you:

  profile.json           your account: name, contact details, address, preferences, dates
  vehicles.json          the vehicles you registered
  cycles.json            the Buy 3/4 Get 1 cycles of those vehicles
  services.json          every service you submitted and how it was decided
  receipts.json          the receipts you uploaded; the files themselves are in receipts/
                         (missing_receipts.json, when present, names any whose file was not found)
  notifications.json     the messages of your inbox
  referrals.json         how many members joined with your code, the rewards you earned (with the
                         delivery details you gave) and whether your first service earned your
                         referrer one
  campaign_entries.json  your festive campaign entries and the reload PIN amount each received
  survey_answers.json    your answers to the sign-up survey
  mail_preference.json   whether mail to your address is enabled
  sessions.json          when you signed in and when each session ended
  one_time_codes.json    when verification and reset codes were sent to you and whether they were used
  login.json             failed sign-ins with your number (with the address they came from) and any lock
  texts.json             the text messages sent to your number (codes replaced by dots)
  audit.json             the programme's log of actions on your account

Not included, as they are not information about you: password and code hashes, session and token
identifiers, and other members' personal data.
Dates are UTC. Files are UTF-8 JSON.
`;

/**
 * The zip, streamed: the JSON files first, then each receipt file read from storage as the archive
 * reaches it. A receipt whose file is gone is listed in missing_receipts.json.
 */
export async function memberArchive(ctx: ApiContext, data: MemberExport): Promise<Archiver> {
  const archive = await createArchive('zip', { zlib: { level: 6 } });
  const at = ctx.clock.now();
  archive.append(readme(data, at), { name: 'README.txt', date: at });
  for (const [name, value] of Object.entries(data.areas)) archive.append(JSON.stringify(value, null, 2), { name: `${name}.json`, date: at });
  void appendReceipts(ctx, archive, data.receipts, at);
  return archive;
}

async function appendReceipts(ctx: ApiContext, archive: Archiver, receipts: ReceiptFile[], at: Date): Promise<void> {
  const missing: string[] = [];
  try {
    for (const receipt of receipts) {
      const file = await ctx.receipts.read(receipt.key);
      if (!file) missing.push(receipt.name);
      else await appended(archive, file, receipt.name, at);
    }
    if (missing.length > 0) archive.append(JSON.stringify(missing, null, 2), { name: 'missing_receipts.json', date: at });
    await archive.finalize();
  } catch (err) {
    // The answer is cut short: the client sees an incomplete download, never a complete-looking zip.
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

/**
 * Opens one file at a time: the next is read only once archiver has taken in this one. A download
 * the client abandons ends the archive, and the wait with it.
 */
function appended(archive: Archiver, file: Readable, name: string, date: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      archive.off('entry', taken);
      archive.off('close', ended);
      archive.off('error', settle);
      file.off('error', settle);
      if (err) {
        file.destroy();
        reject(err);
      } else resolve();
    };
    const taken = (entry: { name: string }) => entry.name === name && settle();
    const ended = () => settle(new Error('the archive was closed'));
    archive.on('entry', taken);
    archive.once('close', ended);
    archive.once('error', settle);
    file.once('error', settle);
    archive.append(file, { name, date });
  });
}
