import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Language } from '../../shared/language';

/**
 * Row types of every table, one interface per table. Migrations in ./migrations create them;
 * a change here goes with a new migration, never an edit of an old one.
 * One file on purpose, longer than our ~300 lines: Kysely reads the whole database's shape from
 * the one `Database` interface, and a reader checks a table against its migration in one place.
 */
export interface Database {
  meta: MetaTable;
  members: MembersTable;
  one_time_codes: OneTimeCodesTable;
  registration_attempts: RegistrationAttemptsTable;
  code_tries: CodeTriesTable;
  reset_requests: ResetRequestsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  sms_outbox: SmsOutboxTable;
  login_failures: LoginFailuresTable;
  login_locks: LoginLocksTable;
  captcha_solutions: CaptchaSolutionsTable;
  survey_answers: SurveyAnswersTable;
  audit_log: AuditLogTable;
  workshops: WorkshopsTable;
  vehicles: VehiclesTable;
  cycles: CyclesTable;
  services: ServicesTable;
  receipts: ReceiptsTable;
  service_flags: ServiceFlagsTable;
  member_flags: MemberFlagsTable;
  registration_keys: RegistrationKeysTable;
  workshop_verification_profiles: WorkshopVerificationProfilesTable;
  notifications: NotificationsTable;
  mail_subscriptions: MailSubscriptionsTable;
  referral_rewards: ReferralRewardsTable;
  festive_entries: FestiveEntriesTable;
  festive_pins: FestivePinsTable;
  report_service_days: ReportServiceDaysTable;
  report_verify_hours: ReportVerifyHoursTable;
  report_pin_days: ReportPinDaysTable;
  workshop_staff: WorkshopStaffTable;
  workshop_sessions: WorkshopSessionsTable;
  workshop_refresh_tokens: RefreshTokensTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  careline_staff: CarelineStaffTable;
  careline_enrolments: CarelineEnrolmentsTable;
  careline_passkeys: CarelinePasskeysTable;
  careline_challenges: CarelineChallengesTable;
  careline_sessions: CarelineSessionsTable;
  careline_refresh_tokens: RefreshTokensTable;
  careline_personal_tokens: CarelinePersonalTokensTable;
  careline_sign_in_failures: CarelineSignInFailuresTable;
}

export interface MetaTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

/** 'YYYY-MM-DD': date columns are read as strings on both databases. */
type CalendarDate = string;

export interface MembersTable {
  id: Generated<number>;
  /** Digits with the country code, no '+': '60123456789'. */
  mobile_number: string;
  fullname: string;
  email: string;
  birth_date: CalendarDate;
  /** Null for an account made by social sign-up that never set a password. */
  password_hash: string | null;
  auth_provider: string | null;
  provider_user_id: string | null;
  address: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  postal_code: ColumnType<string, string | undefined, string>;
  referral_code: string;
  referrer_id: number | null;
  subscribed: ColumnType<boolean, boolean | undefined, boolean>;
  verified_at: Date | null;
  survey_pending: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
  updated_at: Date;
  anonymised_at: Date | null;
  /** Kept by triggers (migration 0006): registration, login, refresh, submission or a change of the member's own details. */
  last_contact_at: ColumnType<Date, Date | undefined, Date>;
  /** How many vehicles the member may hold: 4 unless the careline raised it. */
  vehicle_allowance: ColumnType<number, number | undefined, number>;
  /** What the server writes to the member is in this language (migration 0010). */
  language: ColumnType<Language, Language | undefined, Language>;
}
export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;

export type CodePurpose = 'registration' | 'reset' | 'workshop_staff' | 'mobile_change';

/** One registration of a number, waiting for its code; the member row is made when it is verified. */
export interface RegistrationAttemptsTable {
  id: Generated<number>;
  /** SHA-256 of the token the registering browser holds. */
  token_hash: string;
  mobile_number: string;
  fullname: string;
  email: string;
  birth_date: CalendarDate;
  /** Null for a social sign-up. */
  password_hash: string | null;
  auth_provider: string | null;
  provider_user_id: string | null;
  referrer_id: number | null;
  subscribed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
  /** After this the attempt is void and swept. */
  expires_at: Date;
  /** The language on the registration screen; the member keeps it. */
  language: ColumnType<Language, Language | undefined, Language>;
}
export type RegistrationAttempt = Selectable<RegistrationAttemptsTable>;

export interface OneTimeCodesTable {
  id: Generated<number>;
  /** Reset codes: the member. */
  member_id: number | null;
  /** Registration codes: the attempt the code was sent for (it serves every attempt on the number). */
  attempt_id: number | null;
  /** Workshop staff codes (migration 0020): the account whose password the code sets. */
  staff_id: ColumnType<number | null, number | null | undefined, number | null>;
  mobile_number: string;
  purpose: CodePurpose;
  code_hash: string;
  /** Reset codes from before reset requests: the hash of the token handed out with the code. */
  reset_token_hash: string | null;
  tries: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  used_at: Date | null;
  /** Set when a newer code replaces this one or too many wrong tries spend it. */
  voided_at: Date | null;
  created_at: Date;
}
export type OneTimeCode = Selectable<OneTimeCodesTable>;

/** Wrong tries of one code by one attempt ('attempt:<id>' or 'reset:<id>'); the code's own `tries` is their sum. */
export interface CodeTriesTable {
  code_id: number;
  attempt: string;
  tries: ColumnType<number, number | undefined, number>;
}

/** One forgot-password call for a member: its browser holds the token, sent back with the code. */
export interface ResetRequestsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  created_at: Date;
  expires_at: Date;
}
export type ResetRequest = Selectable<ResetRequestsTable>;

export interface SessionsTable {
  id: string;
  member_id: number;
  created_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile_number: string;
  message: string;
  created_at: Date;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  mobile_number: string;
  ip: string;
  created_at: Date;
}

export interface LoginLocksTable {
  mobile_number: string;
  locked_at: Date;
  locked_until: Date;
}

export interface CaptchaSolutionsTable {
  challenge_id: string;
  expires_at: Date;
}

export interface SurveyAnswersTable {
  id: Generated<number>;
  member_id: number;
  answer: string;
  answer2: string;
  created_at: Date;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Who acted: 'member:<id>', 'system', or an operator's name. */
  actor: string;
  action: string;
  subject: string | null;
  details: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: Date;
}

export const WorkshopStatus = { Active: 'active', Ceased: 'ceased' } as const;
export type WorkshopStatus = (typeof WorkshopStatus)[keyof typeof WorkshopStatus];

export interface WorkshopsTable {
  id: Generated<number>;
  /** 4 to 10 letters or digits, as members type it. */
  workshop_id: string;
  name: string;
  address: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  mobile_number: string;
  /** A Quartz Auto Care workshop. */
  tqac_workshop: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<WorkshopStatus, WorkshopStatus | undefined, WorkshopStatus>;
  /** False for the internal test workshops: they take submissions but are not on the locator. */
  listed: ColumnType<boolean, boolean | undefined, boolean>;
  /** SHA-256 of the workshop app's key; null until an operator issues one. */
  api_key_hash: string | null;
  created_at: Date;
  updated_at: Date;
}
export type Workshop = Selectable<WorkshopsTable>;
export type NewWorkshop = Insertable<WorkshopsTable>;

export interface VehiclesTable {
  guid: string;
  member_id: number;
  brand: string;
  model: string;
  /** Upper-case, no spaces; unique across members. */
  plate_number: string;
  year_manufactured: number | null;
  /** The mileage the car was registered with; no service of it may be below it. */
  registered_mileage: number;
  created_at: Date;
}
export type Vehicle = Selectable<VehiclesTable>;

/** 0 active, 1 closed with a verified service, 2 void. */
export type CycleStatusCode = 0 | 1 | 2;

export interface CyclesTable {
  guid: string;
  vehicle_guid: string;
  workshop_id: string;
  size: 3 | 4;
  status: ColumnType<CycleStatusCode, CycleStatusCode | undefined, CycleStatusCode>;
  created_at: Date;
  closed_at: Date | null;
}
export type Cycle = Selectable<CyclesTable>;

/** 0 pending, 1 verified, 2 rejected, 3 archived. */
export type ServiceStatusCode = 0 | 1 | 2 | 3;

/** Whether a service was verified during the festive campaign. */
export const CampaignStatus = { Outside: 0, InCampaign: 1 } as const;

export interface ServicesTable {
  guid: string;
  transaction_code: string;
  cycle_guid: string;
  vehicle_guid: string;
  member_id: number;
  workshop_id: string;
  oil_code: string;
  total_bottle: number;
  free_oil: ColumnType<boolean, boolean | undefined, boolean>;
  current_mileage: number;
  status: ColumnType<ServiceStatusCode, ServiceStatusCode | undefined, ServiceStatusCode>;
  reject_reason: string | null;
  /** Oil codes of the free bottle this service's verification made owed. */
  free_oil_earned: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** The browser's key for one submission: a retry answers the service it already made. */
  submission_id: string | null;
  /** One of CampaignStatus. */
  campaign_status: ColumnType<number, number | undefined, number>;
  created_at: Date;
  verified_at: Date | null;
  decided_at: Date | null;
  /** 'workshop:<id>', 'ops:<name>' or 'system'. */
  decided_by: string | null;
}
export type Service = Selectable<ServicesTable>;
export type NewService = Insertable<ServicesTable>;

export interface ReceiptsTable extends ReceiptColumns, ReceiptFingerprintColumns {}

interface ReceiptColumns {
  id: Generated<number>;
  service_guid: string;
  sha256: string;
  mime: string;
  size: number;
  storage_key: string;
  created_at: Date;
}

/** Written after the receipt is stored (receiptFingerprints/store.ts); a Receipt does not carry them. */
interface ReceiptFingerprintColumns {
  /** The perceptual fingerprint of an image receipt (signed 64-bit), null for a PDF or before it is taken. */
  phash: ColumnType<string | null, string | null | undefined, string | null>;
  dhash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its 16-bit bands, pHash's four then dHash's, each indexed: neighbours share one exactly. */
  band0: ColumnType<number | null, number | null | undefined, number | null>;
  band1: ColumnType<number | null, number | null | undefined, number | null>;
  band2: ColumnType<number | null, number | null | undefined, number | null>;
  band3: ColumnType<number | null, number | null | undefined, number | null>;
  band4: ColumnType<number | null, number | null | undefined, number | null>;
  band5: ColumnType<number | null, number | null | undefined, number | null>;
  band6: ColumnType<number | null, number | null | undefined, number | null>;
  band7: ColumnType<number | null, number | null | undefined, number | null>;
}
export type Receipt = Selectable<ReceiptColumns>;

/** Something about a service a person should look at before deciding it, with why and the figures. */
export interface ServiceFlagsTable {
  id: Generated<number>;
  service_guid: string;
  /** 'possible_duplicate_receipt', or a pattern's kind (patterns/kinds.ts). */
  kind: string;
  reason: string;
  figures: ColumnType<Record<string, unknown>, string, string>;
  other_service_guid: string | null;
  created_at: Date;
  /** Set when an operator cleared the flag (migration 0050); open until then. */
  cleared_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cleared_by: ColumnType<string | null, string | null | undefined, string | null>;
}
export type ServiceFlag = Selectable<ServiceFlagsTable>;

/** Something about an account rather than one service (a burst of referrals, accounts sharing an address), with why and the figures. */
export interface MemberFlagsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  reason: string;
  figures: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
  cleared_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cleared_by: ColumnType<string | null, string | null | undefined, string | null>;
}
export type MemberFlag = Selectable<MemberFlagsTable>;

/** Keyed hashes of where an account registered from: the address, and the address with the browser's user agent. */
export interface RegistrationKeysTable {
  member_id: number;
  address_key: string;
  device_key: string;
  created_at: Date;
}

/** A workshop's verifications by clock hour, kept as they happen (migration 0050). */
export interface WorkshopVerificationProfilesTable {
  workshop_id: string;
  current_hour: Date | null;
  current_count: ColumnType<number, number | undefined, number>;
  max_hourly: ColumnType<number, number | undefined, number>;
  verified_total: ColumnType<number, number | undefined, number>;
  /** 24 counts, by hour of the day in Malaysia, over the completed hours. */
  hour_counts: number[];
}

export interface NotificationsTable {
  id: Generated<number>;
  member_id: number;
  sender: string;
  subject: string;
  message: string;
  is_read: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
}
export type Notification = Selectable<NotificationsTable>;

/** Mail preference of an address (lower-cased), set by the unsubscribe link. */
export interface MailSubscriptionsTable {
  email: string;
  is_enabled: boolean;
  created_at: Date;
  updated_at: Date;
}
export type MailSubscription = Selectable<MailSubscriptionsTable>;

export const ReferralRewardStatus = { Earned: 'earned', AddressReceived: 'address received' } as const;
export type ReferralRewardStatus = (typeof ReferralRewardStatus)[keyof typeof ReferralRewardStatus];

/** A referrer's merchandise reward for a referred member's first verified service. */
export interface ReferralRewardsTable {
  id: Generated<number>;
  referrer_id: number;
  referred_id: number;
  service_guid: string;
  status: ColumnType<ReferralRewardStatus, ReferralRewardStatus | undefined, ReferralRewardStatus>;
  /** The delivery details the referrer confirmed when redeeming. */
  fullname: string | null;
  email: string | null;
  address: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  created_at: Date;
  redeemed_at: Date | null;
}
export type ReferralReward = Selectable<ReferralRewardsTable>;

/** One festive campaign entry per verified service. */
export interface FestiveEntriesTable {
  id: Generated<number>;
  member_id: number;
  service_guid: string;
  transaction_code: string;
  fullname: string;
  /** The e-wallet number: '60' and `mobile_no`. */
  mobile_number: string;
  mobile_ext_no: string;
  mobile_no: string;
  answer: 'Quartz' | 'Rubia';
  /** Ringgit of the reload PIN the entry earns. */
  amount: number;
  tnc: boolean;
  pdpa: boolean;
  created_at: Date;
}
export type FestiveEntry = Selectable<FestiveEntriesTable>;

/** An e-wallet reload PIN loaded by an operator; `entry_id` once given to an entry. */
export interface FestivePinsTable {
  id: Generated<number>;
  pin: string;
  amount: number;
  entry_id: number | null;
  loaded_by: string;
  loaded_at: Date;
  assigned_at: Date | null;
}
export type FestivePin = Selectable<FestivePinsTable>;

/** Rollups of the reports (migration 0061), written by triggers only. Days are Malaysian, as 'YYYY-MM-DD'. */
export interface ReportServiceDaysTable {
  day: string;
  workshop_id: string;
  submitted: number;
  verified: number;
  rejected: number;
  expired: number;
}

/** Per workshop and day, the histogram of its times to verify up to and including that day. */
export interface ReportVerifyHoursTable {
  workshop_id: string;
  day: string;
  counts: number[];
}

export interface ReportPinDaysTable {
  day: string;
  amount: number;
  loaded: number;
  given: number;
}

/** A person who works the counter of a workshop (migration 0020): its owner or one of its staff. */
export interface WorkshopStaffTable {
  id: Generated<number>;
  workshop_id: string;
  role: 'owner' | 'staff';
  name: string;
  mobile_number: string;
  /** Null until the person sets a password with the texted code. */
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set when the owner (or the careline) removes the account; its sessions end with it. */
  removed_at: Date | null;
}
export type WorkshopStaff = Selectable<WorkshopStaffTable>;

/** One login of a workshop staff member; its refresh tokens are in `workshop_refresh_tokens` (shaped as the members'). */
export interface WorkshopSessionsTable {
  id: string;
  staff_id: number;
  created_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

/** A member's device that asked for push notifications (migration 0021). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  session_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
  updated_at: Date;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** A push waiting to be delivered to one subscription, retried with backoff (migration 0021). */
export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  /** The JSON the service worker receives (contract PushMessage). */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
}

/** A careline person (migration 0040): one role; a passkey, or a password with an authenticator. */
export interface CarelineStaffTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  role: 'agent' | 'supervisor' | 'administrator';
  password_hash: string | null;
  /** Sealed with a key derived from the server secret (careline/auth/totp.ts). */
  totp_secret: string | null;
  totp_last_step: number | null;
  enrolled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deactivated_at: Date | null;
}
export type CarelineStaffRow = Selectable<CarelineStaffTable>;

export interface CarelineEnrolmentsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  totp_secret: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface CarelinePasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: number;
  public_key: Uint8Array;
  counter: number;
  transports: ColumnType<string[] | null, string | null, string | null>;
  created_at: Date;
  last_used_at: Date | null;
}

export interface CarelineChallengesTable {
  id: string;
  purpose: 'register' | 'sign_in' | 'step_up';
  staff_id: number | null;
  challenge: string;
  expires_at: Date;
  created_at: Date;
}

export interface CarelineSessionsTable {
  id: string;
  staff_id: number;
  method: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  stepped_up_at: Date | null;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface CarelinePersonalTokensTable {
  id: Generated<number>;
  staff_id: number;
  name: string;
  role: 'agent' | 'supervisor' | 'administrator';
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface CarelineSignInFailuresTable {
  id: Generated<number>;
  email: string | null;
  ip: string;
  created_at: Date;
}
