/** Schemas of the careline's case work (contract/carelineCases.ts). */
import { Type } from '@sinclair/typebox';
import { AuditLogEntry } from './audit';
import { Enum, Instant, Nullable, Text } from './fields';

export const MemberSearchQuery = Type.Object({
  q: Type.Optional(
    Text(120, {
      description:
        "A mobile number (with or without '+', the country code or the leading 0), a plate (any case and spacing), a Service ID " +
        '(any case, spaces and dashes, look-alike letters forgiven), an email address, or the start of the name (2 letters or more)',
    }),
  ),
});

export const MemberSearchHit = Type.Object({
  mobile_number: Type.String(),
  fullname: Type.String(),
  email: Type.String(),
  verified: Type.Boolean({ description: 'False while the registration waits for its code' }),
  matched: Enum(['mobile', 'plate', 'service', 'email', 'name'] as const, 'What the query matched'),
});

export const CaseFlag = Type.Object({
  kind: Type.String({ description: "'possible_duplicate_receipt'" }),
  reason: Type.String(),
  figures: Type.Record(Type.String(), Type.Unknown()),
  other_transaction_code: Nullable(Type.String()),
  created_at: Instant(),
});

export const CaseService = Type.Object({
  transaction_code: Type.String(),
  status: Enum([0, 1, 2, 3] as const, '0 pending, 1 verified, 2 rejected, 3 archived'),
  workshop_id: Type.String(),
  oil_code: Type.String(),
  oil_name: Type.String(),
  total_bottle: Type.Integer(),
  free_oil: Type.Boolean(),
  current_mileage: Type.Integer(),
  reject_reason: Nullable(Type.String()),
  created_at: Instant(),
  decided_at: Nullable(Instant()),
  decided_by: Nullable(Type.String()),
  /** Pending only: when the expiry job rejects it. */
  decide_by: Nullable(Instant('Pending only: when the 5-day limit rejects it')),
  receipt: Nullable(Type.String({ description: 'The receipt route (fetch with the operator credentials); null when none is kept' })),
  flags: Type.Array(CaseFlag),
});

export const CaseCycle = Type.Object({
  guid: Type.String(),
  workshop_id: Type.String(),
  size: Type.Integer(),
  status: Enum([0, 1, 2] as const, '0 active, 1 closed, 2 void'),
  created_at: Instant(),
  closed_at: Nullable(Instant()),
  services: Type.Array(CaseService),
});

export const CaseVehicle = Type.Object({
  guid: Type.String(),
  plate_number: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  year_manufactured: Nullable(Type.Integer()),
  registered_mileage: Type.Integer(),
  created_at: Instant(),
  cycles: Type.Array(CaseCycle, { description: 'Newest first' }),
});

export const MemberCase = Type.Object({
  profile: Type.Object({
    mobile_number: Type.String(),
    fullname: Type.String(),
    email: Type.String(),
    birth_date: Type.String(),
    address: Type.String(),
    state: Type.String(),
    country: Type.String(),
    postal_code: Type.String(),
    language: Type.String(),
    referral_code: Type.String(),
    subscribed: Type.Boolean(),
    auth_provider: Nullable(Type.String()),
    vehicle_allowance: Type.Integer(),
    created_at: Instant(),
    verified_at: Nullable(Instant()),
    last_contact_at: Instant(),
    live_sessions: Type.Integer({ description: 'Signed-in browsers and devices now' }),
  }),
  status: Enum(['active', 'unverified'] as const),
  vehicles: Type.Array(CaseVehicle),
  inbox: Type.Array(Type.Object({ id: Type.Integer(), subject: Type.String(), message: Type.String(), is_read: Type.Boolean(), created_at: Instant() })),
  referrals: Type.Object({
    members_referred: Type.Integer(),
    rewards_earned: Type.Array(Type.Object({ id: Type.Integer(), status: Type.String(), created_at: Instant(), redeemed_at: Nullable(Instant()) })),
    reward_for_first_service: Type.Boolean({ description: "Whether this member's first service earned their referrer a reward" }),
  }),
  campaign_entries: Type.Array(
    Type.Object({ transaction_code: Type.String(), answer: Type.String(), amount: Type.Number(), created_at: Instant(), pin_assigned_at: Nullable(Instant()) }),
  ),
  audit: Type.Array(AuditLogEntry, { description: 'The newest 100 entries about the member, newest first' }),
});

export const MobileChangeRequest = Type.Object({ mobile_number: Text(32, { description: 'The new number, digits with country code' }) });
export const MobileChangeCodeResult = Type.Object({
  sent: Type.Boolean({ description: 'False when the code texted earlier is still the one to read out' }),
  retry_after: Type.Integer({ description: 'Seconds until another code may be texted' }),
});
export const MobileChangeConfirmRequest = Type.Object({
  mobile_number: Text(32, { description: 'The new number the code was texted to' }),
  code: Text(16, { description: 'The 6 digits the member reads out' }),
});
export const PlateReleaseRequest = Type.Object({ plate_number: Text(40, { description: 'The plate, any case and spacing' }) });
export const PlateReleaseResult = Type.Object({
  plate_number: Type.String(),
  history_kept: Type.Boolean({ description: "True when the other account's car had services: it stays there under a released marker" }),
});

export const SupportReplayRequest = Type.Object({
  mobile_number: Type.Optional(Text(32, { description: "The member's number as the diagnostic file holds it, when it holds one" })),
  app_version: Type.Optional(Text(100, { description: 'The build of the member app that wrote the file' })),
  saved_at: Type.Optional(Text(40, { description: 'When the member saved the file, as the file says' })),
});
export const SupportReplayOpened = Type.Object({
  member_found: Type.Boolean({ description: "Whether the file's number is a member's (the audit entry is filed under them)" }),
});

export const PendingQueueQuery = Type.Object({
  workshop: Type.Optional(Text(16, { description: 'Only this workshop' })),
  page: Type.Optional(Text(8, { description: 'From 1' })),
});
export const PendingQueueItem = Type.Object({
  transaction_code: Type.String(),
  workshop_id: Type.String(),
  workshop_name: Type.String(),
  plate_number: Type.String(),
  mobile_number: Type.String(),
  oil_name: Type.String(),
  total_bottle: Type.Integer(),
  current_mileage: Type.Integer(),
  created_at: Instant(),
  decide_by: Instant('When the 5-day limit rejects it'),
  receipt: Nullable(Type.String()),
  flags: Type.Array(CaseFlag),
});
export const PendingQueuePage = Type.Object({
  items: Type.Array(PendingQueueItem, { description: 'Oldest first: nearest the 5-day limit' }),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
});
