/**
 * The workshop's counter app (domain.md 'Workshop staff') and the member's push notifications
 * ('Member notifications'): paths, texts and types shared by the server and the web apps.
 *
 * Workshop staff sign in with their mobile number and password; their access token is a bearer
 * token of the workshop app only (a member's token is refused here, and theirs on member routes).
 * The refresh token lives in an HttpOnly cookie sent only to `workshopAppPaths.refreshToken`.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/workshopApp';

export const workshopAppPaths = {
  // Accounts and sessions of workshop staff.
  login: '/api/workshop/auth/login',
  /** POST: a new token pair for the refresh token in the body or the HttpOnly cookie. */
  refreshToken: '/api/workshop/auth/token',
  logout: '/api/workshop/auth/logout',
  /** POST: texts a one-time code to a staff account's number (the same answer for every number). */
  passwordCode: '/api/workshop/auth/password/code',
  /** POST: sets the password with the code, and signs in. */
  password: '/api/workshop/auth/password',
  me: '/api/workshop/me',
  /** GET: the workshop's staff; POST: adds one (owner only). */
  staff: '/api/workshop/staff',
  /** DELETE: removes a staff member (owner only). */
  staffMember: (staffId: string) => `/api/workshop/staff/${encodeURIComponent(staffId)}`,
  /** POST: a new `X-Workshop-Key` for machine clients, shown once (owner only). */
  key: '/api/workshop/key',

  // The counter.
  pending: '/api/workshop/counter/pending',
  stats: '/api/workshop/counter/stats',
  /** GET `?q=` a plate number or a Service ID. */
  search: '/api/workshop/counter/search',
  service: (code: string) => `/api/workshop/counter/services/${encodeURIComponent(code)}`,
  receipt: (code: string) => `/api/workshop/counter/services/${encodeURIComponent(code)}/receipt`,
  verify: (code: string) => `/api/workshop/counter/services/${encodeURIComponent(code)}/verify`,
  reject: (code: string) => `/api/workshop/counter/services/${encodeURIComponent(code)}/reject`,

  // The operator API's part: the careline creates a workshop's owner.
  opsOwner: (workshopId: string) => `/api/ops/workshops/${encodeURIComponent(workshopId)}/owner`,

  // Member push notifications.
  pushPublicKey: '/api/push/public-key',
  /** POST saves the browser's PushSubscription (JSON); DELETE removes it (body `{ endpoint }`). */
  pushSubscription: '/api/push/subscription',
} as const;

/** Where a push about a service takes the member when tapped: the member app's service page for that code. */
export const pushServiceUrl = (code: string) => `/loyalty/service-information?code=${encodeURIComponent(code)}`;

export const StaffRole = { Owner: 'owner', Staff: 'staff' } as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

/** Reasons a workshop picks from; the member reads each in their own language. `other` takes free text. */
export const rejectReasonCodes = ['unreadable_receipt', 'receipt_oil_mismatch', 'wrong_workshop', 'wrong_mileage', 'duplicate_receipt', 'other'] as const;
export type RejectReasonCode = (typeof rejectReasonCodes)[number];

/** The English text of each listed reason, as stored and as the inbox writes it (serverTexts area `rejectReasons`). */
export const rejectReasonTexts: Record<Exclude<RejectReasonCode, 'other'>, string> = {
  unreadable_receipt: 'The receipt cannot be read',
  receipt_oil_mismatch: 'The receipt does not match the oil submitted',
  wrong_workshop: 'The service was not done at this workshop',
  wrong_mileage: 'The mileage is wrong',
  duplicate_receipt: 'This receipt was already used for another service',
};

/** Besides these, staff meet the account texts of members (accountErrors: invalidLogin, invalidRefreshToken, the code texts). */
export const workshopAppErrors = {
  unauthorized: 'Please log in to the workshop app',
  ownerOnly: 'Only the workshop owner can do this',
  staffExists: 'This mobile number already has a workshop account',
  staffIsMember: 'This mobile number belongs to a member of the programme',
  staffNotFound: 'Staff member not found',
  cannotRemoveOwner: 'The owner cannot be removed',
  nameRequired: 'Please enter the name',
  ownerExists: 'This workshop already has an owner',
  workshopNotFound: 'Workshop not found',
  rejectReasonInvalid: 'Please choose a reason',
  otherReasonRequired: 'Please describe the reason',
  searchTooShort: 'Please enter at least 3 letters or digits',
  subscriptionInvalid: 'Invalid push subscription',
} as const;

export type StaffAccount = Static<typeof S.StaffAccount>;
export type WorkshopMe = Static<typeof S.WorkshopMe>;
export type AddStaffRequest = Static<typeof S.AddStaffRequest>;
export type SetStaffPasswordRequest = Static<typeof S.SetStaffPasswordRequest>;
export type StaffLoginRequest = Static<typeof S.StaffLoginRequest>;
export type CounterService = Static<typeof S.CounterService>;
export type PendingService = Static<typeof S.PendingService>;
export type CounterRejectRequest = Static<typeof S.CounterRejectRequest>;
export type CounterVerifyResult = Static<typeof S.CounterVerifyResult>;
export type CounterStats = Static<typeof S.CounterStats>;
export type PushSubscriptionRequest = Static<typeof S.PushSubscriptionRequest>;
export type PushMessage = Static<typeof S.PushMessage>;
export type PushPublicKey = Static<typeof S.PushPublicKey>;
