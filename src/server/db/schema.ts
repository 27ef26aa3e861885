import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of every table, one interface per table. Migrations in ./migrations create them;
 * a change here goes with a new migration, never an edit of an old one.
 */
export interface Database {
  meta: MetaTable;
  members: MembersTable;
  one_time_codes: OneTimeCodesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  sms_outbox: SmsOutboxTable;
  login_failures: LoginFailuresTable;
  login_locks: LoginLocksTable;
  captcha_solutions: CaptchaSolutionsTable;
  survey_answers: SurveyAnswersTable;
  audit_log: AuditLogTable;
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
}
export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberUpdate = Updateable<MembersTable>;

export type CodePurpose = 'registration' | 'reset';

export interface OneTimeCodesTable {
  id: Generated<number>;
  member_id: number;
  mobile_number: string;
  purpose: CodePurpose;
  code_hash: string;
  /** Reset codes only: the hash of the token handed to the browser with the code's request. */
  reset_token_hash: string | null;
  tries: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  used_at: Date | null;
  /** Set when a newer code replaces this one or too many wrong tries spend it. */
  voided_at: Date | null;
  created_at: Date;
}
export type OneTimeCode = Selectable<OneTimeCodesTable>;

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
