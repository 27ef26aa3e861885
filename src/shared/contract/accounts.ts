/**
 * Account calls of spec section 7 (and domain.md): paths, payloads and results.
 * Bodies are form-encoded by the web app; the server also accepts JSON.
 * `mobile_number` is always digits with the country code and no '+': '60123456789'.
 */

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
export interface CaptchaChallengeResult {
  provider: 'altcha' | 'recaptcha' | 'off';
  /** The ALTCHA challenge (altcha-lib v2 format); null for the other providers. */
  challenge: { parameters: object; signature?: string } | null;
  /** The hosted provider's site key; null for ALTCHA and off. */
  site_key: string | null;
  /** ISO time after which the ALTCHA challenge is refused; null for the other providers. */
  expires_at: string | null;
}

/** Login, verification, reset and refresh all answer with a token pair. */
export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * What the web app gets back from those calls: it sends `X-Token-Delivery: cookie` (or refreshes
 * with the cookie), so the refresh token travels only in its HttpOnly cookie, never to a script.
 */
export type BrowserTokens = Pick<AuthTokens, 'access_token'>;

/** The request header with which a browser asks for the refresh token in the cookie only. */
export const TOKEN_DELIVERY_HEADER = 'X-Token-Delivery';

export interface LoginRequest {
  mobile_number: string;
  password: string;
  /** Captcha solution (ALTCHA payload, or the configured provider's token). */
  captcha: string;
}

export interface RegisterRequest {
  fullname: string;
  email: string;
  mobile_number: string;
  /** YYYY-MM-DD */
  birth_date: string;
  password: string;
  confirm_password: string;
  referrer_code?: string;
  /** 'true' when the member agreed to receive future updates. */
  subscribe?: string;
  captcha: string;
}

export interface RegisterSocialRequest {
  fullname: string;
  birth_date: string;
  email: string;
  mobile_number: string;
  provider: string;
  user_id: string;
  access_token: string;
  token_id: string;
  referrer_code?: string;
  subscribe?: string;
  captcha: string;
}

/**
 * `result` of registration. `registration_token` names this registration attempt: the code texted
 * to the number verifies only the attempt it was sent for. Browsers also get it as an HttpOnly
 * cookie and need not send it; other clients send it back with the verification and the resend.
 */
export interface RegisterResult {
  mobile_number: string;
  registration_token: string;
}

export interface VerificationRequest {
  mobile_number: string;
  tac: string;
  /** The attempt's token from registration; browsers send the cookie instead. */
  registration_token?: string;
}

export interface ResendRequest {
  mobile_number: string;
  /** The attempt's token from registration; browsers send the cookie instead. */
  registration_token?: string;
}

/** Browsers send no body: their refresh token is in the HttpOnly cookie the server set. */
export interface RefreshRequest {
  refresh_token?: string;
}

export interface ForgotPasswordRequest {
  mobile_number: string;
  captcha: string;
}

/** `result` of forgot password: the reset token to send back with the code. */
export type ForgotPasswordResult = string;

export interface ResetPasswordRequest {
  token: string;
  password: string;
  tac: string;
}

/** GET /api/user/me. `password` is always empty; `auth_provider` is set for social accounts. */
export interface Profile {
  fullname: string;
  email: string;
  mobile_number: string;
  birth_date: string;
  address: string;
  state: string;
  country: string;
  postal_code: string;
  password: '';
  auth_provider: string | null;
  referral_code: string;
  /** True from verification until the post-registration survey is answered (this server always sends it). */
  survey_pending?: boolean;
}

export interface UpdateProfileRequest {
  fullname: string;
  birth_date: string;
  email: string;
  old_password?: string;
  password?: string;
  password_confirm?: string;
  address?: string;
  state?: string;
  country?: string;
  postal_code?: string;
}

export interface SurveyRequest {
  /** Yes/no: has the member used the brand's oil before ('yes' | 'no'). */
  answer: string;
  /** How they heard of the programme; the typed comment when 'Other' was chosen. */
  answer2: string;
}

export interface SmsOutboxMessage {
  mobile_number: string;
  message: string;
  created_date: string;
}

/** `result` of a 429 from the code-sending calls: seconds until a new code may be asked for. */
export interface RetryAfterResult {
  retry_after: number;
}

/** The error texts the web app matches on, kept the same on both sides. */
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
} as const;
