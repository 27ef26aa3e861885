import type { ApiContext } from '../../context';
import type { FestiveEntry, Member } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { assertRules } from '../../http/validate';
import {
  campaignErrors,
  type FestiveEligibility,
  type FestiveEntryView,
  type FestiveSubmitRequest,
  type FestiveSubmitResult,
} from '../../../shared/contract/campaigns';
import {
  CAMPAIGN_DIAL,
  digitsOnly,
  checkFields,
  festiveFields,
  transactionCodeFrom,
  type CampaignOilAnswer,
} from '../../../shared/rules';
import { notifyMember } from '../notifications/store';
import { campaignAmount, findEligibleService } from './eligibility';
import { entryReceivedMessage } from './messages';
import { textPin } from './pins';
import { assignFreePin, findEntryByService, findFirstEntryOfMember, insertEntry } from './store';

function entryView(entry: FestiveEntry): FestiveEntryView {
  return { fullname: entry.fullname, mobile_ext_no: entry.mobile_ext_no, mobile_no: entry.mobile_no, answer: entry.answer };
}

/** Names compare as a person would read them: case and repeated spaces do not matter. */
function sameName(a: string, b: string): boolean {
  const norm = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** GET /api/campaign-cny/{transaction_id}: 200 eligible, 412 not serviced in the period, 409 already entered. */
export async function checkEligibility(ctx: ApiContext, member: Member, transactionId: string): Promise<FestiveEligibility> {
  const service = await findEligibleService(ctx.db, ctx.config, member, transactionId);
  if (!service) throw new ApiError(412, campaignErrors.festiveNotServiced);
  if (await findEntryByService(ctx.db, service.guid)) throw new ApiError(409, campaignErrors.festiveEntered);
  const earlier = await findFirstEntryOfMember(ctx.db, member.id);
  return { transaction_id: service.transaction_code, amount: campaignAmount(ctx.config, service), entry: earlier ? entryView(earlier) : null };
}

interface EntryInput {
  fullname: string;
  mobileNo: string;
  answer: CampaignOilAnswer;
  transactionId: string | null;
}

/** The shared rules' messages first, so a bad form changes nothing whatever the service's state. */
function readEntry(body: Partial<FestiveSubmitRequest>, now: Date): EntryInput {
  const mobileNo = digitsOnly(body.mobile_no ?? '') || (body.mobile_number ?? '').trim().replace(new RegExp(`^${CAMPAIGN_DIAL}`), '');
  assertRules(checkFields(festiveFields, { ...body, mobile_no: mobileNo }, now));
  const ext = (body.mobile_ext_no ?? CAMPAIGN_DIAL).trim();
  const full = (body.mobile_number ?? `${CAMPAIGN_DIAL}${mobileNo}`).trim();
  if (ext !== CAMPAIGN_DIAL || full !== `${CAMPAIGN_DIAL}${mobileNo}`) throw badRequest(campaignErrors.festiveMobileMismatch);
  return {
    fullname: body.fullname!.trim().replace(/\s+/g, ' '),
    mobileNo,
    answer: body.answer as CampaignOilAnswer,
    transactionId: transactionCodeFrom(body.transaction_id),
  };
}

/**
 * POST /api/campaign-cny/submit: 200 received, 404 not serviced in the period, 412 already
 * entered. One entry per service, in one transaction with its PIN from the pool when one is free.
 */
export async function submitEntry(ctx: ApiContext, member: Member, body: Partial<FestiveSubmitRequest>): Promise<FestiveSubmitResult> {
  const input = readEntry(body, ctx.clock.now());
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const service = await findEligibleService(trx, ctx.config, member, input.transactionId ?? undefined, { forUpdate: true });
    if (!service) throw new ApiError(404, campaignErrors.festiveNoService);
    if (await findEntryByService(trx, service.guid)) throw new ApiError(412, campaignErrors.festiveEntered);
    const earlier = await findFirstEntryOfMember(trx, member.id);
    if (earlier && !sameName(earlier.fullname, input.fullname)) throw badRequest(campaignErrors.festiveNameLocked);
    const amount = campaignAmount(ctx.config, service);
    const entry = await insertEntry(trx, {
      member_id: member.id,
      service_guid: service.guid,
      transaction_code: service.transaction_code,
      fullname: earlier?.fullname ?? input.fullname,
      mobile_number: `${CAMPAIGN_DIAL}${input.mobileNo}`,
      mobile_ext_no: CAMPAIGN_DIAL,
      mobile_no: input.mobileNo,
      answer: input.answer,
      amount,
      tnc: true,
      pdpa: true,
      created_at: now,
    });
    if (!entry) throw new ApiError(412, campaignErrors.festiveEntered);
    const pin = await assignFreePin(trx, entry.id, amount, now);
    await notifyMember(
      trx,
      member.id,
      (language) => entryReceivedMessage(language, entry.transaction_code, amount, entry.mobile_number, pin !== undefined),
      now,
    );
    return { entry, pin };
  });
  ctx.metrics.campaignEntered();
  // Texted once the entry is committed; a gateway failure is logged, the entry stands.
  if (outcome.pin) await textPin(ctx, outcome.entry, outcome.pin.pin);
  return { amount: outcome.entry.amount, pin_assigned: outcome.pin !== undefined };
}
