/**
 * Refer and earn, the member-get-member redeem and the festive (Chinese New Year) 'Service &
 * Cash8ack Campaign' (spec sections 2, 7 and 8; domain.md 'Referral and campaigns').
 * Bodies are form-encoded by the web app; the server also accepts JSON.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/campaigns';

export const campaignPaths = {
  mgmRewards: '/api/campaign/mgm/rewards',
  mgmRedeem: '/api/campaign/mgm/redeem',
  festiveEligibility: (transactionId: string) => `/api/campaign-cny/${encodeURIComponent(transactionId)}`,
  festiveSubmit: '/api/campaign-cny/submit',
  /** Operator API (a supervisor): loads reload PINs into the pool. */
  opsFestivePins: '/api/ops/campaign-cny/pins',
  /** Operator API (a supervisor): the entries waiting for a PIN, by amount and oldest first. */
  opsFestiveWaiting: '/api/ops/campaign-cny/waiting',
} as const;

/** The festive campaign as GET /api/app-config tells it; dates are calendar days in Malaysia time. */
export type FestiveCampaignConfig = Static<typeof S.FestiveCampaignConfig>;

/** 'earned' when the referred friend's first service is verified; 'address received' once redeemed. */
export const rewardStatuses = ['earned', 'address received'] as const;
export type RewardStatus = (typeof rewardStatuses)[number];

/** One entry of GET /api/campaign/mgm/rewards (the member's own rewards, newest first). */
export type MgmReward = Static<typeof S.MgmReward>;

/**
 * PUT /api/campaign/mgm/redeem, and the campaign variant of PUT /api/user/me: the same payload is
 * sent to both at once. `mid` is the reward's id; `birth_date` is the profile's, unchanged.
 */
export type CampaignProfileRequest = Static<typeof S.CampaignProfileRequest>;

export type MgmRedeemResult = Static<typeof S.MgmRedeemResult>;

/** The festive form's earlier entry that fixes the member's name for later entries. */
export type FestiveEntryView = Static<typeof S.FestiveEntryView>;

/**
 * GET /api/campaign-cny/{transaction_id}: 200 eligible, 412 not serviced (verified) in the
 * campaign period, 409 this service already has an entry.
 */
export type FestiveEligibility = Static<typeof S.FestiveEligibility>;

/** POST /api/campaign-cny/submit: 200 received, 404 not serviced in the period, 412 already entered. */
export type FestiveSubmitRequest = Static<typeof S.FestiveSubmitRequest>;

export type FestiveSubmitResult = Static<typeof S.FestiveSubmitResult>;

/** POST /api/ops/campaign-cny/pins: `pins` holds one `amount,pin` pair a line ('30,8812345678'). */
export type OpsCampaignPinsRequest = Static<typeof S.OpsCampaignPinsRequest>;

export type OpsCampaignPinsResult = Static<typeof S.OpsCampaignPinsResult>;

/** The `result` of a load refused for its bad lines. */
export type OpsCampaignPinsRefusal = Static<typeof S.OpsCampaignPinsRefusal>;

/** GET /api/ops/campaign-cny/waiting. */
export type OpsFestiveWaiting = Static<typeof S.OpsFestiveWaiting>;

/** How many line numbers a load's answer or refusal lists; the counts are whole. */
export const PIN_LINES_LISTED = 100;
export const FESTIVE_WAITING_DEFAULT = 50;
export const FESTIVE_WAITING_MAX = 200;

/** The error texts of these calls in English; those a member can meet are in `src/shared/serverTexts` too. */
export const campaignErrors = {
  rewardNotFound: 'Reward not found',
  rewardRedeemed: 'This reward has already been redeemed',
  rewardIdInvalid: 'mid must be a reward id',
  festiveNotServiced: 'This service was not verified during the campaign period',
  festiveNoService: 'No eligible service was found for this transaction ID',
  festiveEntered: 'An entry has already been received for this service',
  festiveNameLocked: 'The full name must match your earlier entry',
  festiveMobileMismatch: 'mobile_number must be 60 followed by mobile_no',
  pinsEmpty: 'pins must hold at least one line of amount,pin',
  pinsInvalid: (lines: readonly number[], count: number, amounts: readonly number[]) =>
    `pins ${lines.length === 1 ? 'line' : 'lines'} ${lines.slice(0, 5).join(', ')}${count > 5 ? ` and ${count - 5} more` : ''} must be amount,pin: ` +
    `an amount of ${amounts.join(' or ')} and a PIN of 4 to 32 letters or digits; nothing was loaded`,
  waitingLimitInvalid: `limit must be a whole number from 1 to ${FESTIVE_WAITING_MAX}`,
} as const;
