/**
 * The careline's work on a member's case (issue 25 §2, §3): finding a member, the case on one
 * screen, the actions on it, the pending queue across workshops and the audit log as CSV.
 * Every call is part of the operator API under /api/ops (its authentication, its audit actor).
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/carelineCases';

export const carelineCasePaths = {
  /** GET ?q=: members by mobile number, plate, Service ID, email or the start of the name. */
  findMembers: '/api/ops/members',
  /** GET: the member's whole case; each opening is audited (`case.opened`). */
  memberCase: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}/case`,
  /** POST { mobile_number }: texts a code to the new number (step 1 of a number change). */
  mobileChange: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}/mobile-number`,
  /** POST { mobile_number, code }: the code the member reads out; the change is made (step 2). */
  mobileChangeConfirm: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}/mobile-number/confirm`,
  /** POST { plate_number }: frees a plate another account holds, for this member to add. */
  plateRelease: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}/plate-release`,
  /** GET: a service's receipt file, for the console (bearer or operator token). */
  serviceReceipt: (transactionCode: string) => `/api/ops/services/${encodeURIComponent(transactionCode)}/receipt`,
  /** GET ?workshop=&page=: pending services of every workshop, oldest (nearest the limit) first. */
  pendingQueue: '/api/ops/pending-services',
  /** GET with the audit log's filters: the matching entries as a CSV file. */
  auditCsv: '/api/ops/audit/csv',
  /** POST { mobile_number?, app_version?, saved_at }: a person opens a member's diagnostic file in the replay (audited). */
  supportReplay: '/api/ops/support-replays',
} as const;

/** Enough for a person to pick from; a longer list means the search was too broad. */
export const MEMBER_SEARCH_LIMIT = 20;
/** The shortest name start searched: one letter would list half the country. */
export const NAME_PREFIX_MIN = 2;
export const PENDING_PAGE_SIZE = 50;
/** Entries in one CSV download; narrow the filters for more. */
export const AUDIT_CSV_MAX_ROWS = 50_000;
/** The newest entries of the member's audit trail the case shows (the audit log screen has all). */
export const CASE_AUDIT_ENTRIES = 100;

export const carelineCaseErrors = {
  queryInvalid: `q must be a mobile number, a plate, a Service ID, an email address or at least ${NAME_PREFIX_MIN} letters of a name`,
  memberNotFound: 'Member not found',
  plateNotRegistered: 'No account holds this plate',
  plateOwnAlready: "The plate is already on this member's account",
  platePending: 'A service of this car is waiting for verification: verify or reject it first',
  mobileSame: 'The new number is the number the member has now',
  codeNotSent: 'No code was sent to this number for this member: send one first',
  workshopInvalid: 'workshop must be a workshop ID (4 to 10 letters or digits)',
  pageInvalid: 'page must be a whole number from 1',
  workshopNotFound: 'Workshop not found',
  replayMobileInvalid: 'mobile_number must be the digits of a mobile number with its country code',
  auditTooLarge: `More than ${AUDIT_CSV_MAX_ROWS} entries match: narrow the period or the filters`,
} as const;

export type MemberMatch = 'mobile' | 'plate' | 'service' | 'email' | 'name';

export type MemberSearchQuery = Static<typeof S.MemberSearchQuery>;
export type MemberSearchHit = Static<typeof S.MemberSearchHit>;
export type MemberCase = Static<typeof S.MemberCase>;
export type CaseVehicle = Static<typeof S.CaseVehicle>;
export type CaseCycle = Static<typeof S.CaseCycle>;
export type CaseService = Static<typeof S.CaseService>;
export type CaseFlag = Static<typeof S.CaseFlag>;
export type MobileChangeRequest = Static<typeof S.MobileChangeRequest>;
export type MobileChangeCodeResult = Static<typeof S.MobileChangeCodeResult>;
export type MobileChangeConfirmRequest = Static<typeof S.MobileChangeConfirmRequest>;
export type PlateReleaseRequest = Static<typeof S.PlateReleaseRequest>;
export type PlateReleaseResult = Static<typeof S.PlateReleaseResult>;
export type SupportReplayRequest = Static<typeof S.SupportReplayRequest>;
export type SupportReplayOpened = Static<typeof S.SupportReplayOpened>;
export type PendingQueueQuery = Static<typeof S.PendingQueueQuery>;
export type PendingQueuePage = Static<typeof S.PendingQueuePage>;
export type PendingQueueItem = Static<typeof S.PendingQueueItem>;
