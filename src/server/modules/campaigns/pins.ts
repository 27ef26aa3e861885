import type { ApiContext } from '../../context';
import type { FestiveEntry } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { campaignErrors, type OpsCampaignPinsResult } from '../../../shared/contract/campaigns';
import { defaultLanguage } from '../../../shared/language';
import { writeAudit } from '../audit/store';
import { findMemberById } from '../members/store';
import { pinSms } from './messages';
import { assignFreePin, countFreePins, insertPins, listEntriesWithoutPin } from './store';

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

/** `amount,pin` a line; blank lines, '#' comments and an 'amount,pin' header are skipped. */
export function parsePins(text: string | undefined, amounts: readonly number[]): { pin: string; amount: number }[] {
  const pins: { pin: string; amount: number }[] = [];
  const lines = (text ?? '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || /^amount\s*,\s*pin$/i.test(line)) return;
    const [amountText = '', pin = '', ...rest] = line.split(',').map((part) => part.trim());
    const amount = Number(amountText.replace(/^RM/i, ''));
    if (rest.length > 0 || !amounts.includes(amount) || !PIN_PATTERN.test(pin)) throw badRequest(campaignErrors.pinsInvalid(index + 1, amounts));
    pins.push({ pin, amount });
  });
  if (pins.length === 0) throw badRequest(campaignErrors.pinsEmpty);
  return pins;
}

/**
 * The careline loads reload PINs; entries that were waiting for one get theirs in the same
 * transaction and are texted once it commits. A bad line refuses the whole load.
 */
export async function loadPins(ctx: ApiContext, text: string | undefined, operator: string): Promise<OpsCampaignPinsResult> {
  const { amountBuy3, amountBuy4 } = ctx.config.festiveCampaign;
  const pins = parsePins(text, [...new Set([amountBuy3, amountBuy4])]);
  const now = ctx.clock.now();
  const { loaded, served, available } = await ctx.db.transaction().execute(async (trx) => {
    const added = await insertPins(trx, pins, operator, now);
    const waiting = await listEntriesWithoutPin(trx);
    const given: { entry: FestiveEntry; pin: string }[] = [];
    for (const entry of waiting) {
      const pin = await assignFreePin(trx, entry.id, entry.amount, now);
      if (pin) given.push({ entry, pin: pin.pin });
    }
    await writeAudit(trx, {
      actor: operator,
      action: 'campaign.pins_loaded',
      details: { loaded: added, duplicates: pins.length - added, assigned: given.length },
      at: now,
    });
    return { loaded: added, served: given, available: await countFreePins(trx) };
  });
  for (const { entry, pin } of served) await textPin(ctx, entry, pin);
  return { loaded, duplicates: pins.length - loaded, assigned: served.length, available };
}
