/**
 * The careline console's people (issue 'The careline console', section 1): staff accounts with a
 * role, their sign-in (a passkey, or a password with an authenticator code), their sessions, the
 * step-up that sensitive calls ask for, and the personal access tokens `npm run ops` signs in with.
 *
 * A careline access token is a bearer token of the careline only (signed with a key of its own). The
 * refresh token lives in an HttpOnly cookie sent only to `carelinePaths.refreshToken`. A personal
 * access token (`clpat_…`) is sent as a bearer token too, on the operator API (`/api/ops/…`) only.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/careline';

export const carelinePaths = {
  // Signing in and sessions.
  /** POST: email, password and the authenticator's code. */
  login: '/api/careline/auth/login',
  /** POST: the options for a passkey sign-in (any of the person's passkeys; the browser offers them). */
  passkeyOptions: '/api/careline/auth/passkey/options',
  /** POST: the passkey's answer to those options; signs in. */
  passkeyLogin: '/api/careline/auth/passkey',
  /** POST: a new token pair for the refresh token in the body or the HttpOnly cookie. */
  refreshToken: '/api/careline/auth/token',
  logout: '/api/careline/auth/logout',
  /** POST: the options for a passkey step-up of the signed-in person. */
  stepUpOptions: '/api/careline/auth/step-up/options',
  /** POST: a fresh passkey answer or authenticator code; sensitive calls are allowed for a few minutes. */
  stepUp: '/api/careline/auth/step-up',

  // The one-time enrolment link.
  /** POST: who the link is for; the token travels in the body, never in an address a log keeps. */
  enrolment: '/api/careline/enrolment',
  /** POST: a new authenticator secret for the enrolment, to scan or type. */
  enrolmentTotp: '/api/careline/enrolment/totp',
  /** POST: completes the enrolment with a password and a code from the new authenticator; signs in. */
  enrolmentPassword: '/api/careline/enrolment/password',
  enrolmentPasskeyOptions: '/api/careline/enrolment/passkey/options',
  /** POST: completes the enrolment with a new passkey; signs in. */
  enrolmentPasskey: '/api/careline/enrolment/passkey',

  // The signed-in person.
  me: '/api/careline/me',
  /** POST: registration options for another passkey (after a step-up). */
  myPasskeyOptions: '/api/careline/me/passkeys/options',
  myPasskeys: '/api/careline/me/passkeys',
  /** GET: the person's personal access tokens; POST: a new one, shown once (after a step-up). */
  myTokens: '/api/careline/me/tokens',
  /** DELETE: revokes one of the person's tokens. */
  myToken: (tokenId: string) => `/api/careline/me/tokens/${encodeURIComponent(tokenId)}`,

  // Staff (administrators).
  /** GET: every careline person; POST: invites one (an enrolment link, shown once). */
  staff: '/api/careline/staff',
  /** PUT: changes a person's role. */
  staffRole: (staffId: string) => `/api/careline/staff/${encodeURIComponent(staffId)}/role`,
  /** POST: deactivates a person; their sessions and tokens stop working. */
  staffDeactivate: (staffId: string) => `/api/careline/staff/${encodeURIComponent(staffId)}/deactivate`,
  /** POST: removes a person's passkeys and authenticator; answers a new enrolment link. */
  staffResetSignIn: (staffId: string) => `/api/careline/staff/${encodeURIComponent(staffId)}/reset-sign-in`,
  /** POST: lets a deactivated person sign in again with what they enrolled (their old sessions and tokens stay ended). */
  staffReactivate: (staffId: string) => `/api/careline/staff/${encodeURIComponent(staffId)}/reactivate`,
} as const;

/** Where an enrolment link opens the console; the token stays in the fragment, out of every server's log. */
export const carelineEnrolPage = '/careline/enrol';
export const enrolmentLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${carelineEnrolPage}#${token}`;

/** Each role may do what the roles before it may. */
export const carelineRoles = ['agent', 'supervisor', 'administrator'] as const;
export type CarelineRole = (typeof carelineRoles)[number];

export function roleAtLeast(role: CarelineRole, needed: CarelineRole): boolean {
  return carelineRoles.indexOf(role) >= carelineRoles.indexOf(needed);
}

/** Sent by a personal-access-token client with a step-up call: the person's current authenticator code. */
export const STEP_UP_CODE_HEADER = 'X-Careline-Step-Up';

/** The prefix of every personal access token, so a leaked one is recognisable (secret scanners). */
export const PERSONAL_TOKEN_PREFIX = 'clpat_';

export const CARELINE_SESSION = {
  /** A session with no request for this long ends. */
  idleMinutes: 15,
  /** …and every session ends this long after its sign-in. */
  maxHours: 8,
  /** A step-up lets sensitive calls through for this long. */
  stepUpMinutes: 5,
  /** An enrolment link works once, within this many hours. */
  enrolmentHours: 48,
} as const;

/** A careline password (the fallback beside an authenticator), in characters. */
export const CARELINE_PASSWORD_LENGTH = { min: 12, max: 256 } as const;

export const PERSONAL_TOKEN_DAYS = { default: 30, max: 90 } as const;

/** The `reason` in the result of a refusal, for a client to act on without reading the text. */
export const carelineRefusalCodes = {
  stepUpRequired: 'step_up_required',
  roleRequired: 'role_required',
  signInLimited: 'sign_in_limited',
} as const;

export const carelineErrors = {
  unauthorized: 'Please sign in to the careline console',
  invalidLogin: 'Wrong email, password or authenticator code',
  invalidPasskey: 'This passkey was not accepted. Try again, or sign in with your password and authenticator code',
  signInLimited: 'Too many failed sign-ins. Try again later, or sign in with your passkey',
  tokensLimited: 'Too many refused tokens from this address. Try again later',
  invalidRefreshToken: 'Your careline session has ended. Please sign in again',
  roleRequired: (role: CarelineRole) => `Your role cannot do this: it needs ${role === 'administrator' ? 'an administrator' : `a ${role}`}`,
  stepUpRequired: 'Confirm it is you with your passkey or authenticator code, then try again',
  stepUpFailed: 'That passkey or authenticator code was not accepted',
  stepUpNeedsTotp: 'Send the authenticator code of the token’s owner in the X-Careline-Step-Up header',
  sessionOnly: 'Only a signed-in session can do this, not a personal access token',
  enrolmentInvalid: 'This enrolment link is not valid: it was used, replaced or has expired. Ask an administrator for a new one',
  totpNotStarted: 'Set up your authenticator first',
  challengeExpired: 'The passkey request expired. Please try again',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'The role must be agent, supervisor or administrator',
  staffExists: 'This email already has a careline account',
  staffNotFound: 'No such careline person',
  lastAdministrator: 'The console needs at least one active administrator',
  notYourself: 'Ask another administrator to do this for you',
  tokenNameInvalid: 'Give the token a name of 1 to 60 characters',
  tokenDaysInvalid: `A token lasts 1 to ${PERSONAL_TOKEN_DAYS.max} days`,
  tokenRoleTooHigh: 'A token cannot do more than its owner',
  tokenNotFound: 'No such token',
  passwordInvalid: 'The password must be 12 to 256 characters',
} as const;

export type CarelineStaff = Static<typeof S.CarelineStaff>;
export type CarelineMe = Static<typeof S.CarelineMe>;
export type CarelineInvitation = Static<typeof S.CarelineInvitation>;
export type CarelineEnrolment = Static<typeof S.CarelineEnrolment>;
export type CarelineTotpSetup = Static<typeof S.CarelineTotpSetup>;
export type PasskeyChallenge = Static<typeof S.PasskeyChallenge>;
export type PersonalToken = Static<typeof S.PersonalToken>;
export type NewPersonalToken = Static<typeof S.NewPersonalToken>;
export type StepUpResult = Static<typeof S.StepUpResult>;
