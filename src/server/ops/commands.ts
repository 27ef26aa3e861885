import fs from 'node:fs';
import type { AuditLogEntry, OpsAuditPage } from '../../shared/contract/audit';
import { campaignPaths, type OpsCampaignPinsResult } from '../../shared/contract/campaigns';
import { loyaltyPaths, ServiceStatus, type OpsWorkshopKeyResult, type VerifyServiceResult, type WorkshopServiceView } from '../../shared/contract/loyalty';
import { workshopAppPaths, type StaffAccount } from '../../shared/contract/workshopApp';
import { carelineCasePaths, type MobileChangeCodeResult } from '../../shared/contract/carelineCases';
import { backupSaved, downloadUsage, exportFileName, exportSaved, type Saved } from './downloads';

/** One call of the operator API, and how to print its result for a person at a terminal. */
export interface OpsCommand {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, string>;
  /** The answer is a file, saved here; `print` is then given what was saved (Saved). */
  saveTo?: string;
  print(result: unknown): string;
}

export class UsageError extends Error {}

export const usage = `Usage: npm run ops -- <command> [arguments]

  workshops:key <workshop_id>                 issue a new key for the workshop app (the old one stops working)
  workshops:owner <workshop_id> <mobile_number> --name "<name>"
                                              create the workshop's owner for the counter app; their
                                              number is texted a code to set a password
  services:pending                            list services waiting for verification
  services:list [--status 0|1|2|3]            list services, by status
  services:verify <transaction_code>          verify a service
  services:reject <transaction_code> --reason "<text>"
                                              reject a service; the member reads the reason
  members:mobile <mobile_number> <new_number> [--code <code>]
                                              change a member's mobile number: without --code, text a
                                              code to the new number; with the code the member reads
                                              out, make the change (sessions end, the old number is told)
  members:allowance <mobile_number> <count>   let a member hold more than 4 vehicles
  members:remove <mobile_number> --yes        remove a member's personal data (PDPA)
  campaign:pins <file>                        load festive campaign reload PINs, one "amount,pin" a line
${downloadUsage}
  audit [--member <mobile_number|member:ID>] [--actor <actor>] [--action <action>]
        [--from <day|instant>] [--to <day|instant>] [--limit <1-200>] [--before <ID>]
                                              read the audit log, newest first (times UTC; --actor ops:
                                              or --action member. for every one of a kind)

Environment: OPS_URL (default http://localhost:3000), OPS_TOKEN (required), OPS_ACTOR (your name for the audit log).`;

const statusNames = ['pending', 'verified', 'rejected', 'archived'];

function serviceLine(s: WorkshopServiceView): string {
  const when = s.created_date.slice(0, 16).replace('T', ' ');
  const extra = s.reject_reason ? `  reason: ${s.reject_reason}` : '';
  return `${s.transaction_code}  ${statusNames[s.status] ?? s.status}  workshop ${s.workshop_id}  ${s.plate_number}  ${s.oil_name} x${s.total_bottle}${s.free_oil ? ' (free)' : ''}  ${s.current_mileage} km  ${when} UTC${extra}`;
}

function serviceList(result: unknown): string {
  const list = result as WorkshopServiceView[];
  return list.length === 0 ? 'No services.' : [`${list.length} service(s):`, ...list.map(serviceLine)].join('\n');
}

const AUDIT_FILTERS = ['member', 'actor', 'action', 'from', 'to', 'limit', 'before'];

const shellWord = (text: string) => (/^[\w.:@+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** `key=value` pairs on one line; text with spaces stays quoted, so a line reads as one entry. */
function compactDetails(details: AuditLogEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}=${typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value)}`)
    .join(' ');
}

function auditLine(entry: AuditLogEntry): string {
  const when = `${entry.created_at.slice(0, 19).replace('T', ' ')} UTC`;
  return [`#${entry.id}`, when, entry.actor, entry.action, entry.subject ?? '-', compactDetails(entry.details)].filter(Boolean).join('  ');
}

/** The page, then the command for the next one (the same filters, from where this page ended). */
function auditCommand(filters: Record<string, string>): OpsCommand {
  const query = new URLSearchParams(filters).toString();
  return {
    method: 'GET',
    path: query ? `${loyaltyPaths.opsAudit}?${query}` : loyaltyPaths.opsAudit,
    print: (r) => {
      const page = r as OpsAuditPage;
      const lines: string[] = [];
      if (filters.member && !page.member) lines.push(`No member is ${filters.member} now: the entries filed under it.`);
      else if (filters.member && page.member !== filters.member) lines.push(`${filters.member} is ${page.member} in the log.`);
      lines.push(...(page.entries.length === 0 ? ['No entries.'] : page.entries.map(auditLine)));
      if (page.next !== null) {
        const words = Object.entries({ ...filters, before: String(page.next) }).flatMap(([name, value]) => [`--${name}`, shellWord(value)]);
        lines.push(`More: npm run ops -- audit ${words.join(' ')}`);
      }
      return lines.join('\n');
    },
  };
}

/** Splits `--name value` options from positional arguments. */
function readArgs(args: string[]): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
      if (inline !== undefined) options[name] = inline;
      else if (i + 1 < args.length && !args[i + 1].startsWith('--')) options[name] = args[++i];
      else options[name] = true;
    } else positional.push(arg);
  }
  return { positional, options };
}

/** A backup or an export is never written over a file already there. */
function unusedFile(file: string): string {
  if (fs.existsSync(file)) throw new UsageError(`${file} already exists: name another file.`);
  return file;
}

function need(positional: string[], count: number, what: string): string[] {
  if (positional.length !== count) throw new UsageError(`Expected ${what}.`);
  return positional;
}

export function parseOpsCommand(argv: string[]): OpsCommand {
  const [name, ...rest] = argv;
  const { positional, options } = readArgs(rest);
  switch (name) {
    case 'workshops:key': {
      const [workshopId] = need(positional, 1, 'a workshop ID');
      return {
        method: 'POST',
        path: loyaltyPaths.opsWorkshopKey(workshopId),
        print: (r) => `New key for workshop ${workshopId} (shown once; the previous key no longer works):\n${(r as OpsWorkshopKeyResult).key}`,
      };
    }
    case 'workshops:owner': {
      const [workshopId, mobileNumber] = need(positional, 2, 'a workshop ID and the owner\'s mobile number');
      if (typeof options.name !== 'string' || !options.name.trim()) throw new UsageError('Expected --name "<the owner\'s name>".');
      return {
        method: 'POST',
        path: workshopAppPaths.opsOwner(workshopId),
        body: { name: options.name, mobile_number: mobileNumber },
        print: (r) => {
          const owner = r as StaffAccount;
          return `Owner of workshop ${workshopId}: ${owner.name} (+${owner.mobile_number}, account ${owner.id}). A code to set the password was texted to the number.`;
        },
      };
    }
    case 'services:pending':
      need(positional, 0, 'no arguments');
      return { method: 'GET', path: `${loyaltyPaths.opsServices}?status=${ServiceStatus.Pending}`, print: serviceList };
    case 'services:list': {
      need(positional, 0, 'no arguments besides --status');
      const status = typeof options.status === 'string' ? options.status : '';
      return { method: 'GET', path: status ? `${loyaltyPaths.opsServices}?status=${encodeURIComponent(status)}` : loyaltyPaths.opsServices, print: serviceList };
    }
    case 'services:verify': {
      const [code] = need(positional, 1, 'a transaction code');
      return {
        method: 'POST',
        path: loyaltyPaths.opsVerifyService(code),
        print: (r) => {
          const result = r as VerifyServiceResult;
          const lines = [`Verified: ${serviceLine(result.service)}`];
          if (result.free_oil) lines.push(`The member earned a free bottle: ${result.free_oil.join(' OR ')}`);
          if (result.cycle_closed) lines.push('The free bottle was verified: the cycle is closed.');
          return lines.join('\n');
        },
      };
    }
    case 'services:reject': {
      const [code] = need(positional, 1, 'a transaction code');
      if (typeof options.reason !== 'string' || !options.reason.trim()) throw new UsageError('services:reject needs --reason "<text>".');
      return {
        method: 'POST',
        path: loyaltyPaths.opsRejectService(code),
        body: { reason: options.reason },
        print: (r) => `Rejected: ${serviceLine(r as WorkshopServiceView)}`,
      };
    }
    case 'members:mobile': {
      const [mobile, newMobile] = need(positional, 2, 'the current and the new mobile number');
      if (options.code === true) throw new UsageError('--code needs the code the member reads out.');
      if (typeof options.code === 'string') {
        return {
          method: 'POST',
          path: carelineCasePaths.mobileChangeConfirm(mobile),
          body: { mobile_number: newMobile, code: options.code },
          print: () => `Mobile number ${mobile} changed to ${newMobile}; every session ended and the old number was texted.`,
        };
      }
      return {
        method: 'POST',
        path: carelineCasePaths.mobileChange(mobile),
        body: { mobile_number: newMobile },
        print: (r) =>
          `${(r as MobileChangeCodeResult).sent ? 'A code was texted' : 'The code texted earlier is still the one'} to ${newMobile}. ` +
          `Ask the member to read it out, then: npm run ops -- members:mobile ${mobile} ${newMobile} --code <code>`,
      };
    }
    case 'members:allowance': {
      const [mobile, count] = need(positional, 2, 'a mobile number and a vehicle count');
      return {
        method: 'POST',
        path: loyaltyPaths.opsVehicleAllowance(mobile),
        body: { max_vehicles: count },
        print: (r) => `Member ${mobile} may now hold ${(r as { max_vehicles: number }).max_vehicles} vehicles.`,
      };
    }
    case 'members:remove': {
      const [mobile] = need(positional, 1, 'a mobile number');
      if (options.yes !== true) throw new UsageError('members:remove erases the member’s personal data: add --yes to confirm.');
      return { method: 'DELETE', path: loyaltyPaths.opsMember(mobile), print: () => `Member ${mobile} removed; service records kept without personal data.` };
    }
    case 'campaign:pins': {
      const [file] = need(positional, 1, 'a file of "amount,pin" lines');
      let pins: string;
      try {
        pins = fs.readFileSync(file, 'utf8');
      } catch (err) {
        throw new UsageError(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
      return {
        method: 'POST',
        path: campaignPaths.opsFestivePins,
        body: { pins },
        print: (r) => {
          const result = r as OpsCampaignPinsResult;
          const left = Object.entries(result.available).map(([amount, count]) => `RM${amount}: ${count}`).join(', ') || 'none';
          return `Loaded ${result.loaded} PIN(s), ${result.duplicates} already in the pool; ${result.assigned} waiting entr${result.assigned === 1 ? 'y' : 'ies'} texted. Unused PINs: ${left}.`;
        },
      };
    }
    case 'audit': {
      need(positional, 0, 'only --options');
      const filters: Record<string, string> = {};
      for (const [option, value] of Object.entries(options)) {
        if (!AUDIT_FILTERS.includes(option)) throw new UsageError(`audit has no --${option}.`);
        if (value === true || !value.trim()) throw new UsageError(`audit --${option} needs a value.`);
        filters[option] = value.trim();
      }
      return auditCommand(filters);
    }
    case 'backup': {
      const [file] = need(positional, 1, 'a file to write the backup to');
      return { method: 'POST', path: loyaltyPaths.opsBackup, saveTo: unusedFile(file), print: (r) => backupSaved(file, r as Saved) };
    }
    case 'members:export': {
      if (positional.length < 1 || positional.length > 2) throw new UsageError('Expected a mobile number and, optionally, a file to write.');
      const [mobile, file = exportFileName(mobile)] = positional;
      return { method: 'GET', path: loyaltyPaths.opsMemberExport(mobile), saveTo: unusedFile(file), print: (r) => exportSaved(mobile, file, r as Saved) };
    }
    default:
      throw new UsageError(name ? `Unknown command: ${name}` : 'No command given.');
  }
}
