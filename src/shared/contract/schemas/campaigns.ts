/** Schemas of refer-and-earn, the member-get-member redeem and the festive campaign. */
import { Type } from '@sinclair/typebox';
import { CAMPAIGN_DIAL, campaignOilAnswers, EWALLET_MAX_DIGITS, REWARD_ID_MAX_DIGITS } from '../../rules/campaign';
import { ISO_DAY_LENGTH } from '../../rules/dates';
import { festiveFields, rewardDetailsFields } from '../../rules/forms';
import { TRANSACTION_CODE_LENGTH } from '../../rules/service';
import { Enum, Nullable, RuledText, Text, TextOr } from './fields';

export const FestiveCampaignConfig = Type.Object({
  on: Type.Boolean(),
  start: Nullable(Type.String({ description: 'First day, YYYY-MM-DD, Malaysia time' })),
  end: Nullable(Type.String({ description: 'Last day, YYYY-MM-DD, Malaysia time' })),
});

export const MgmReward = Type.Object(
  {
    id: Type.Number(),
    status: Enum(['earned', 'address received'] as const),
    friend_name: Type.String({ description: "The referred friend's first name only" }),
    created_date: Type.String(),
    redeemed_date: Nullable(Type.String()),
  },
  { additionalProperties: true },
);

export const CampaignProfileRequest = Type.Object({
  fullname: RuledText(rewardDetailsFields.fullname),
  email: RuledText(rewardDetailsFields.email),
  address: RuledText(rewardDetailsFields.address),
  state: RuledText(rewardDetailsFields.state),
  country: RuledText(rewardDetailsFields.country),
  postal_code: RuledText(rewardDetailsFields.postal_code),
  mid: RuledText(REWARD_ID_MAX_DIGITS, { description: "The reward's id" }),
  birth_date: Text(ISO_DAY_LENGTH, { description: "The profile's, unchanged" }),
});

export const MgmRedeemResult = Type.Object({ id: Type.Number(), status: Enum(['earned', 'address received'] as const) }, { additionalProperties: true });

export const FestiveEntryView = Type.Object({ fullname: Type.String(), mobile_ext_no: Type.String(), mobile_no: Type.String(), answer: Type.String() });

export const FestiveEligibility = Type.Object(
  {
    transaction_id: Type.String(),
    amount: Type.Number({ description: 'Ringgit of the reload PIN this service earns: 30 or 10' }),
    entry: Nullable(FestiveEntryView),
  },
  { additionalProperties: true },
);

export const FestiveSubmitRequest = Type.Object({
  fullname: RuledText(festiveFields.fullname),
  mobile_number: RuledText(CAMPAIGN_DIAL.length + EWALLET_MAX_DIGITS, { description: `'${CAMPAIGN_DIAL}' followed by the e-wallet number` }),
  mobile_ext_no: RuledText(CAMPAIGN_DIAL.length),
  mobile_no: RuledText(EWALLET_MAX_DIGITS),
  answer: RuledText(Math.max(...campaignOilAnswers.map((answer) => answer.length)), { description: campaignOilAnswers.map((answer) => `'${answer}'`).join(' or ') }),
  tnc: TextOr('boolean', 8),
  pdpa: TextOr('boolean', 8),
  transaction_id: RuledText(TRANSACTION_CODE_LENGTH, { description: 'The Service ID; spaces and dashes between its characters are read past' }),
});

export const FestiveSubmitResult = Type.Object(
  { amount: Type.Number(), pin_assigned: Type.Boolean({ description: 'False while the pool has no PIN of this amount' }) },
  { additionalProperties: true },
);

export const OpsCampaignPinsRequest = Type.Object({ pins: Text(1_000_000, { description: "One 'amount,pin' pair a line" }) });

export const OpsCampaignPinsResult = Type.Object(
  {
    loaded: Type.Number(),
    duplicates: Type.Number({ description: 'PINs already in the pool, or earlier in the same load, skipped' }),
    duplicate_lines: Type.Array(Type.Number(), { description: 'The line numbers of the skipped PINs (the first 100)' }),
    assigned: Type.Number({ description: 'Waiting entries that got a PIN from this load' }),
    available: Type.Record(Type.String(), Type.Number(), { description: 'Unassigned PINs left, by amount' }),
  },
  { additionalProperties: true },
);

/** The refusal of a load with bad lines: nothing is loaded. */
export const OpsCampaignPinsRefusal = Type.Object({
  bad_lines: Type.Array(Type.Number(), { description: 'The line numbers that are not amount,pin (the first 100)' }),
  bad_line_count: Type.Number(),
});

export const OpsFestiveWaitingQuery = Type.Object({ limit: Type.Optional(Type.String({ description: 'Entries listed, 1 to 200 (50 when absent)' })) });

export const OpsFestiveWaiting = Type.Object({
  total: Type.Number({ description: 'Entries waiting for a PIN' }),
  by_amount: Type.Record(Type.String(), Type.Number(), { description: 'Entries waiting, by the ringgit of the PIN they wait for' }),
  entries: Type.Array(
    Type.Object({
      id: Type.Number(),
      amount: Type.Number(),
      transaction_code: Type.String({ description: 'The Service ID the entry was made for' }),
      member_mobile: Nullable(Type.String({ description: "The member's mobile number, to open their case; null once their personal data was removed" })),
      entered_at: Type.String({ description: 'ISO instant' }),
    }),
    { description: 'The oldest waiting entries first, up to `limit`' },
  ),
});

export const TransactionIdParams = Type.Object({ transactionId: Type.String() });
