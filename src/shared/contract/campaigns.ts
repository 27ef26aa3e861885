/**
 * Refer and earn, the member-get-member redeem and the festive (Chinese New Year) 'Service &
 * Cash8ack Campaign' (spec sections 2, 7 and 8; domain.md 'Referral and campaigns').
 * Bodies are form-encoded by the web app; the server also accepts JSON.
 */

export const campaignPaths = {
  mgmRewards: '/api/campaign/mgm/rewards',
  mgmRedeem: '/api/campaign/mgm/redeem',
  cnyEligibility: (transactionId: string) => `/api/campaign-cny/${encodeURIComponent(transactionId)}`,
  cnySubmit: '/api/campaign-cny/submit',
  /** Operator API (header `X-Ops-Token`): loads reload PINs into the pool. */
  opsCnyPins: '/api/ops/campaign-cny/pins',
} as const;

/** The festive campaign as GET /api/app-config tells it; dates are calendar days in Malaysia time. */
export interface FestiveCampaignConfig {
  on: boolean;
  start: string | null;
  end: string | null;
}

/** 'earned' when the referred friend's first service is verified; 'address received' once redeemed. */
export const rewardStatuses = ['earned', 'address received'] as const;
export type RewardStatus = (typeof rewardStatuses)[number];

/** One entry of GET /api/campaign/mgm/rewards (the member's own rewards, newest first). */
export interface MgmReward {
  id: number;
  status: RewardStatus;
  /** The referred friend's first name only. */
  friend_name: string;
  created_date: string;
  redeemed_date: string | null;
}

/**
 * PUT /api/campaign/mgm/redeem, and the campaign variant of PUT /api/user/me: the same payload is
 * sent to both at once. `mid` is the reward's id; `birth_date` is the profile's, unchanged.
 */
export interface CampaignProfileRequest {
  fullname: string;
  email: string;
  address: string;
  state: string;
  country: string;
  postal_code: string;
  mid: string;
  birth_date: string;
}

export interface MgmRedeemResult {
  id: number;
  status: RewardStatus;
}

/** The festive form's earlier entry that fixes the member's name for later entries. */
export interface FestiveEntryView {
  fullname: string;
  mobile_ext_no: string;
  mobile_no: string;
  answer: string;
}

/**
 * GET /api/campaign-cny/{transaction_id}: 200 eligible, 412 not serviced (verified) in the
 * campaign period, 409 this service already has an entry.
 */
export interface FestiveEligibility {
  transaction_id: string;
  /** Ringgit of the reload PIN this service earns: 30 (Buy 3 Get 1 ranges) or 10 (Buy 4 Get 1). */
  amount: number;
  /** The member's earlier entry, if any: its name is locked for this one. */
  entry: FestiveEntryView | null;
}

/** POST /api/campaign-cny/submit: 200 received, 404 not serviced in the period, 412 already entered. */
export interface FestiveSubmitRequest {
  fullname: string;
  /** '60' followed by the e-wallet number. */
  mobile_number: string;
  mobile_ext_no: string;
  mobile_no: string;
  /** 'Quartz' or 'Rubia'. */
  answer: string;
  tnc: string | boolean;
  pdpa: string | boolean;
  transaction_id: string;
}

export interface FestiveSubmitResult {
  amount: number;
  /** False while the pool has no PIN of this amount: it is texted once operators load one. */
  pin_assigned: boolean;
}

/** POST /api/ops/campaign-cny/pins: `pins` holds one `amount,pin` pair a line ('30,8812345678'). */
export interface OpsCampaignPinsRequest {
  pins: string;
}

export interface OpsCampaignPinsResult {
  loaded: number;
  /** PINs already in the pool, skipped. */
  duplicates: number;
  /** Waiting entries that got a PIN (and their SMS) from this load. */
  assigned: number;
  /** Unassigned PINs left, by amount. */
  available: Record<string, number>;
}

/** The error texts of these calls, kept the same on both sides. */
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
  pinsInvalid: (line: number, amounts: readonly number[]) =>
    `pins line ${line} must be amount,pin: an amount of ${amounts.join(' or ')} and a PIN of 4 to 32 letters or digits`,
} as const;
