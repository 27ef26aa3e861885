import type { ApiContext } from '../../context';
import type { FestiveEntry } from '../../db/schema';
import { badRequest } from '../../http/errors';
import {
  campaignErrors,
  FESTIVE_WAITING_DEFAULT,
  FESTIVE_WAITING_MAX,
  PIN_LINES_LISTED,
  type OpsCampaignPinsRefusal,
  type OpsCampaignPinsResult,
  type OpsFestiveWaiting,
} from '../../../shared/contract/campaigns';
import { defaultLanguage } from '../../../shared/language';
import { writeAudit } from '../audit/store';
import { findMemberById } from '../members/store';
import { pinSms } from './messages';
import { assignFreePin, countFreePins, insertPins, listEntriesWithoutPin, waitingEntries } from './store';

/** Sends an entry its PIN; a failed send is logged for the careline, never undone. */
export async function textPin(ctx: ApiContext, entry: FestiveEntry, pin: string): Promise<void> {
  try {
    const member = await findMemberById(ctx.db, entry.member_id);
    const language = member?.language ?? defaultLanguage;
    await ctx.sms.send({ to: entry.mobile_number, text: pinSms(language, entry.amount, pin, entry.transaction_code) });
  } catch (err) {
    ctx.log.error({ err, entry: entry.id }, 'campaign PIN SMS failed');
  }
}

const PIN_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** A PIN line of a load, with its line number in the file. */
export interface PinLine {
  pin: string;
  amount: number;
  line: number;
}

/**
 * `amount,pin` a line; blank lines, '#' comments and an 'amount,pin' header are skipped. Every bad
 * line is found before any is refused, so the careline fixes the file once.
 */
export function parsePins(text: string | undefined, amounts: readonly number[]): PinLine[] {
  const pins: PinLine[] = [];
  const bad: number[] = [];
  const lines = (text ?? '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || /^amount\s*,\s*pin$/i.test(line)) return;
    const [amountText = '', pin = '', ...rest] = line.split(',').map((part) => part.trim());
    const amount = Number(amountText.replace(/^RM/i, ''));
    if (rest.length > 0 || !amounts.includes(amount) || !PIN_PATTERN.test(pin)) bad.push(index + 1);
    else pins.push({ pin, amount, line: index + 1 });
  });
  if (bad.length > 0) {
    throw badRequest(campaignErrors.pinsInvalid(bad, bad.length, amounts), { bad_lines: bad.slice(0, PIN_LINES_LISTED), bad_line_count: bad.length } satisfies OpsCampaignPinsRefusal);
  }
  if (pins.length === 0) throw badRequest(campaignErrors.pinsEmpty);
  return pins;
}

/** The lines whose PIN the load skipped: already in the pool, or met earlier in the file. */
function duplicateLines(pins: PinLine[], added: Set<string>): number[] {
  const seen = new Set<string>();
  return pins.flatMap(({ pin, line }) => {
    const first = added.has(pin) && !seen.has(pin);
    seen.add(pin);
    return first ? [] : [line];
  });
}

/**
 * The careline loads reload PINs; entries that were waiting for one get theirs in the same
 * transaction and are texted once it commits. A bad line refuses the whole load.
 */
export async function loadPins(ctx: ApiContext, text: string | undefined, operator: string): Promise<OpsCampaignPinsResult> {
  const { amountBuy3, amountBuy4 } = ctx.config.festiveCampaign;
  const pins = parsePins(text, [...new Set([amountBuy3, amountBuy4])]);
  const now = ctx.clock.now();
  const { loaded, duplicates, served, available } = await ctx.db.transaction().execute(async (trx) => {
    const added = await insertPins(trx, pins, operator, now);
    const duplicates = duplicateLines(pins, added);
    const waiting = await listEntriesWithoutPin(trx);
    const given: { entry: FestiveEntry; pin: string }[] = [];
    for (const entry of waiting) {
      const pin = await assignFreePin(trx, entry.id, entry.amount, now);
      if (pin) given.push({ entry, pin: pin.pin });
    }
    await writeAudit(trx, {
      actor: operator,
      action: 'campaign.pins_loaded',
      details: { loaded: added.size, duplicates: duplicates.length, assigned: given.length },
      at: now,
    });
    return { loaded: added.size, duplicates, served: given, available: await countFreePins(trx) };
  });
  for (const { entry, pin } of served) await textPin(ctx, entry, pin);
  return { loaded, duplicates: duplicates.length, duplicate_lines: duplicates.slice(0, PIN_LINES_LISTED), assigned: served.length, available };
}

/**
 * The entries still waiting for a PIN (the pool had none of their amount when they came): how many
 * of each amount, and the oldest first, each by its Service ID. The read is audited, as the pending
 * queue's is.
 */
export async function listWaiting(ctx: ApiContext, limitText: string | undefined, operator: string): Promise<OpsFestiveWaiting> {
  const limit = limitText === undefined || limitText === '' ? FESTIVE_WAITING_DEFAULT : Number(limitText);
  if (!/^\d{1,3}$/.test(limitText ?? '1') || limit < 1 || limit > FESTIVE_WAITING_MAX) throw badRequest(campaignErrors.waitingLimitInvalid);
  const { counts, entries } = await waitingEntries(ctx.db, limit);
  await writeAudit(ctx.db, { actor: operator, action: 'campaign.waiting_listed', details: { limit }, at: ctx.clock.now() });
  return {
    total: counts.reduce((sum, row) => sum + row.count, 0),
    by_amount: Object.fromEntries(counts.map((row) => [String(row.amount), row.count])),
    entries: entries.map((entry) => ({ id: entry.id, amount: entry.amount, transaction_code: entry.transaction_code, member_mobile: entry.member_mobile, entered_at: entry.created_at.toISOString() })),
  };
}
