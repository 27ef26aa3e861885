/** Schemas of the workshop's counter app and of the member's push subscriptions (contract/workshopApp.ts). */
import { Type } from '@sinclair/typebox';
import { Enum, Instant, Nullable, Text } from './fields';
import { Flag } from './flags';

const mobile = Text(32, { description: 'Digits with the country code, no +' });
const password = Text(256);
const serviceStatus = Enum([0, 1, 2, 3] as const, '0 pending, 1 verified, 2 rejected, 3 archived');

export const StaffLoginRequest = Type.Object({ mobile_number: mobile, password });
export const StaffPasswordCodeRequest = Type.Object({ mobile_number: mobile });
export const SetStaffPasswordRequest = Type.Object({ mobile_number: mobile, tac: Text(16), password });
export const StaffRefreshRequest = Type.Object({ refresh_token: Type.Optional(Text(256)) });

export const StaffAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile_number: Type.String(),
  role: Enum(['owner', 'staff'] as const),
  /** False until the person set a password with the texted code. */
  password_set: Type.Boolean(),
  created_date: Instant(),
});
export const WorkshopMe = Type.Object({
  staff: StaffAccount,
  workshop: Type.Object({ workshop_id: Type.String(), name: Type.String() }),
});
export const AddStaffRequest = Type.Object({ name: Text(100), mobile_number: mobile });
export const StaffIdParams = Type.Object({ id: Type.String({ description: 'The staff account id' }) });
export const WorkshopKeyResult = Type.Object({ key: Type.String({ description: 'Shown once; the old key stops working' }) });
export const OpsOwnerRequest = Type.Object({ name: Text(100), mobile_number: mobile });

export const CounterService = Type.Object({
  transaction_code: Type.String(),
  status: serviceStatus,
  created_date: Instant('Instant of submission'),
  verified_date: Nullable(Instant()),
  member_first_name: Type.String(),
  member_mobile_masked: Type.String({ examples: ['60123***789'] }),
  plate_number: Type.String(),
  model_brand: Type.String(),
  model_name: Type.String(),
  OilCode: Type.String(),
  oil_name: Type.String(),
  total_bottle: Enum([1, 2] as const),
  current_mileage: Type.Number(),
  free_oil: Type.Boolean({ description: 'True when this is the free bottle: hand over `oil_name` free of charge' }),
  reject_reason: Type.String(),
  receipt_img: Type.String({ description: 'The receipt, for the staff bearer token (fetch it, then show it)' }),
  flags: Type.Array(Flag, { description: "What to look at before deciding: the service's flags and its member's account's, oldest first (README 'What is flagged')" }),
});
export const PendingService = Type.Object({
  transaction_code: Type.String(),
  status: serviceStatus,
  created_date: Instant(),
  plate_number: Type.String(),
  oil_name: Type.String(),
  total_bottle: Enum([1, 2] as const),
  free_oil: Type.Boolean(),
  age_seconds: Type.Integer({ description: 'Time since submission' }),
  expires_in_seconds: Type.Integer({ description: 'Time left before the 5-day limit rejects it (0 when due, or no longer pending)' }),
});
export const CounterRejectRequest = Type.Object({
  reason_code: Enum(['unreadable_receipt', 'receipt_oil_mismatch', 'wrong_workshop', 'wrong_mileage', 'duplicate_receipt', 'other'] as const),
  reason_text: Type.Optional(Text(500, { description: "Required with 'other': shown to the member as written" })),
});
export const HandOver = Type.Object({
  oil_name: Type.String(),
  OilCode: Type.String(),
  bottles: Type.Integer(),
  free_of_charge: Type.Boolean(),
});
export const CounterVerifyResult = Type.Object({
  service: CounterService,
  hand_over: Type.Array(HandOver, { description: "What to hand over now: the service's bottles, free of charge when it is the free bottle" }),
  free_oil_earned: Nullable(Type.Array(Type.String(), { description: 'Names of the variants the member may take free at the next service' })),
  cycle_closed: Type.Boolean(),
});
export const CounterStats = Type.Object({
  today: Type.Object({ verified: Type.Integer(), rejected: Type.Integer() }, { description: 'Malaysia calendar day' }),
  month: Type.Object({ services: Type.Integer({ description: 'Verified services' }), bottles: Type.Integer(), free_bottles: Type.Integer() }),
});
export const CounterSearchQuery = Type.Object({ q: Text(32, { description: 'A plate number or a Service ID' }) });

export const PushSubscriptionRequest = Type.Object({
  endpoint: Text(1000, { description: 'The push service URL (https, a known push service)' }),
  expirationTime: Type.Optional(Nullable(Type.Number())),
  keys: Type.Object({ p256dh: Text(200), auth: Text(100) }),
});
export const PushUnsubscribeRequest = Type.Object({ endpoint: Text(1000) });
export const PushPublicKey = Type.Object({ public_key: Type.String({ description: 'VAPID public key, base64url: applicationServerKey of pushManager.subscribe' }) });
/** The JSON a push carries, for the service worker. */
export const PushMessage = Type.Object({
  title: Type.String(),
  body: Type.String(),
  url: Type.String({ description: 'Opened when the notification is tapped' }),
  tag: Type.String(),
});
