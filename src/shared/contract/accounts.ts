/**
 * Account calls of spec section 7 (and domain.md): paths, payloads and results.
 * Bodies are form-encoded by the web app; the server also accepts JSON.
 * `mobile_number` is always digits with the country code and no '+': '60123456789'.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/accounts';

export const accountPaths = {
  captchaChallenge: '/api/captcha/challenge',
  login: '/api/login',
  register: '/api/user',
  registerSocial: '/api/user/register/social',
  verification: '/api/user/verification',
  verificationResend: '/api/user/verification/resend',
  refreshToken: '/api/user/auth/token',
  forgotPassword: '/api/user/password/forgot',
  resetPassword: '/api/user/password/reset',
  me: '/api/user/me',
  /** PUT: the member's language ('en' | 'ms'); answers the profile. */
  language: '/api/user/me/language',
  /**
   * POST, from the web app's own origin, with the bearer access token: ends that session and clears
   * the refresh cookie. The spec's GET still answers 200 but changes nothing, so no other site can
   * log a member out with a link or an image.
   */
  logout: '/api/user/logout',
  survey: '/api/survey',
  smsOutbox: '/api/dev/sms-outbox',
} as const;

/**
 * `result` of GET /api/captcha/challenge. For ALTCHA the challenge's own `parameters` and
 * `signature` are also repeated at the top level of the answer, beside the envelope's keys, so the
 * widget can be given the path itself as its `challenge`. A solution is accepted once: fetch a new
 * challenge (reset the widget) after every submission.
 */
export type CaptchaChallengeResult = Static<typeof S.CaptchaChallengeResult>;

/** Login, verification, reset and refresh all answer with a token pair. */
export type AuthTokens = Static<typeof S.AuthTokens>;

/**
 * What the web app gets back from those calls: it sends `X-Token-Delivery: cookie` (or refreshes
 * with the cookie), so the refresh token travels only in its HttpOnly cookie, never to a script.
 */
export type BrowserTokens = Pick<AuthTokens, 'access_token'>;

/**
 * The script cookie a member's access token lives in (spec section 4: signed in while it exists).
 * The server reads it only to choose a page: a signed-in member never gets a guest's first screen.
 */
export const MEMBER_ACCESS_TOKEN_COOKIE = 'access_token';

/** The request header with which a browser asks for the refresh token in the cookie only. */
export const TOKEN_DELIVERY_HEADER = 'X-Token-Delivery';

export type LoginRequest = Static<typeof S.LoginRequest>;

export type RegisterRequest = Static<typeof S.RegisterRequest>;

export type RegisterSocialRequest = Static<typeof S.RegisterSocialRequest>;

/**
 * `result` of registration. `registration_token` names this registration attempt: the number's live
 * code verifies the attempt of the browser it is typed in. Browsers also get it as an HttpOnly
 * cookie and need not send it; other clients send it back with the verification and the resend.
 * `code_already_sent` true means no new text went out: the number already has a live code (perhaps
 * texted because someone else registered it), and the code page asks for that code instead of
 * refusing; `retry_after` is the seconds until a new code may be asked for.
 */
export type RegisterResult = Static<typeof S.RegisterResult>;

/** `result` of the resend: `code_already_sent` and `retry_after` as in registration's result. */
export type ResendResult = Static<typeof S.ResendResult>;

export type VerificationRequest = Static<typeof S.VerificationRequest>;

export type ResendRequest = Static<typeof S.ResendRequest>;

/** Browsers send no body: their refresh token is in the HttpOnly cookie the server set. */
export type RefreshRequest = Static<typeof S.RefreshRequest>;

export type ForgotPasswordRequest = Static<typeof S.ForgotPasswordRequest>;

/** `result` of forgot password: the reset token to send back with the code. */
export type ForgotPasswordResult = Static<typeof S.ForgotPasswordResult>;

export type ResetPasswordRequest = Static<typeof S.ResetPasswordRequest>;

/** GET /api/user/me. `password` is always empty; `auth_provider` is set for social accounts. */
export type Profile = Static<typeof S.Profile>;

export type UpdateProfileRequest = Static<typeof S.UpdateProfileRequest>;

export type SurveyRequest = Static<typeof S.SurveyRequest>;

export type LanguageRequest = Static<typeof S.LanguageRequest>;

export type SmsOutboxMessage = Static<typeof S.SmsOutboxMessage>;

/** `result` of a 429 from the code-sending calls (a number with no live code and no text allowed yet): seconds until a new code may be asked for. */
export type RetryAfterResult = Static<typeof S.RetryAfterResult>;

/** The error texts of these calls in English; the server answers in the caller's language (`src/shared/serverTexts`). */
export const accountErrors = {
  captcha: 'Validation error',
  invalidLogin: 'Invalid mobile number or password',
  mobileRegistered: 'Mobile number has been registered',
  notEndConsumer: 'Not an end-consumer',
  wrongCode: 'Invalid verification code',
  codeExpired: 'The verification code has expired. Please request a new one',
  tooManyTries: 'Too many wrong codes. Please request a new one',
  sendTooSoon: 'Please wait before requesting another code',
  sendLimit: 'Too many codes requested. Please try again later',
  wrongOldPassword: 'Current password is incorrect',
  unknownMobile: 'This mobile number is not registered',
  alreadyVerified: 'This mobile number has already been verified',
  resetExpired: 'This password reset has expired. Please request a new code',
  socialRegistered: 'This social account has already been registered',
  socialPassword: 'The password of an account that signs in with a social account cannot be changed',
  surveyDone: 'The survey has already been answered',
  invalidRefreshToken: 'Your session has expired. Please log in again',
  unauthorized: 'Please log in to continue',
  smsFailed: 'We could not send the SMS. Please try again later',
  tooManyRequests: 'Too many requests. Please try again later',
  crossSite: 'This request must come from the programme\'s own website',
} as const;
