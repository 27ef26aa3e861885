/** Schemas of the account calls (spec section 7): registration, sessions, passwords, profile. */
import { Type } from '@sinclair/typebox';
import { languages } from '../../language';
import { ISO_DAY_LENGTH } from '../../rules/dates';
import { TAC_LENGTH } from '../../rules/tac';
import { profileDetailsFields, registerFields, resetPasswordFields } from '../../rules/forms';
import { SURVEY_COMMENT_MAX_LENGTH } from '../../rules/forms/survey';
import { Enum, Nullable, RuledText, Text } from './fields';

const mobile = Text(32, { description: "Digits with the country code and no '+': '60123456789'", examples: ['60123456789'] });
const captcha = Text(8192, { description: "Captcha solution (ALTCHA payload, or the configured provider's token)" });
const password = Text(256);
const birthDate = RuledText(ISO_DAY_LENGTH, { description: 'YYYY-MM-DD' });
const registrationToken = Text(256, { description: "The attempt's token from registration; browsers send the cookie instead" });

export const CaptchaChallengeResult = Type.Object(
  {
    provider: Enum(['altcha', 'recaptcha', 'off'] as const),
    challenge: Nullable(
      Type.Object({ parameters: Type.Object({}, { additionalProperties: true }), signature: Type.Optional(Type.String()) }, { description: 'The ALTCHA challenge; null for the other providers' }),
    ),
    site_key: Nullable(Type.String({ description: "The hosted provider's site key; null for ALTCHA and off" })),
    expires_at: Nullable(Type.String({ description: 'ISO time after which the ALTCHA challenge is refused' })),
  },
  { additionalProperties: true },
);

export const AuthTokens = Type.Object({ access_token: Type.String(), refresh_token: Type.String() });
/** Browsers (X-Token-Delivery: cookie) get the refresh token only in its HttpOnly cookie. */
export const DeliveredTokens = Type.Object({ access_token: Type.String(), refresh_token: Type.Optional(Type.String()) });

export const LoginRequest = Type.Object({ mobile_number: mobile, password, captcha });

const profileFields = {
  fullname: RuledText(registerFields.fullname),
  email: RuledText(registerFields.email, { description: 'An email address' }),
  mobile_number: mobile,
  birth_date: birthDate,
};
const language = Enum(languages, "'en' or 'ms': what the server writes to the member is in it");
const signupExtras = {
  referrer_code: Type.Optional(RuledText(registerFields.referrer_code)),
  language: Type.Optional(Enum(languages, "The language on the registration screen; without it, 'en'")),
  subscribe: Type.Optional(Text(16, { description: "'true' when the member agreed to receive future updates" })),
  captcha,
};

export const RegisterRequest = Type.Object({ ...profileFields, password, confirm_password: password, ...signupExtras });

export const RegisterSocialRequest = Type.Object({
  ...profileFields,
  provider: Text(32),
  user_id: Text(255),
  access_token: Text(8192),
  token_id: Text(8192),
  ...signupExtras,
});

export const RegisterResult = Type.Object({
  mobile_number: Type.String(),
  registration_token: Type.String({ description: 'Names this registration attempt; send it back with the verification and the resend' }),
});

export const VerificationRequest = Type.Object({ mobile_number: mobile, tac: RuledText(TAC_LENGTH), registration_token: Type.Optional(registrationToken) });
export const ResendRequest = Type.Object({ mobile_number: mobile, registration_token: Type.Optional(registrationToken) });
export const RefreshRequest = Type.Object({
  refresh_token: Type.Optional(Text(256, { description: 'Browsers send no body: their refresh token is in the HttpOnly cookie' })),
});
export const ForgotPasswordRequest = Type.Object({ mobile_number: mobile, captcha });
export const ForgotPasswordResult = Type.String({ description: 'The reset token to send back with the code' });
export const ResetPasswordRequest = Type.Object({ token: Text(256), password, tac: RuledText(resetPasswordFields.tac) });

export const Profile = Type.Object(
  {
    fullname: Type.String(),
    email: Type.String(),
    mobile_number: Type.String(),
    birth_date: Type.String(),
    address: Type.String(),
    state: Type.String(),
    country: Type.String(),
    postal_code: Type.String(),
    password: Type.Literal('', { description: 'Always empty' }),
    auth_provider: Nullable(Type.String({ description: 'Set for social accounts' })),
    referral_code: Type.String(),
    survey_pending: Type.Optional(Type.Boolean({ description: 'True from verification until the post-registration survey is answered' })),
    language: Type.Optional(language),
  },
  { additionalProperties: true },
);

export const UpdateProfileRequest = Type.Object({
  fullname: RuledText(profileDetailsFields.fullname),
  birth_date: birthDate,
  email: RuledText(profileDetailsFields.email, { description: 'An email address' }),
  old_password: Type.Optional(password),
  password: Type.Optional(password),
  password_confirm: Type.Optional(password),
  address: Type.Optional(RuledText(profileDetailsFields.address)),
  state: Type.Optional(RuledText(profileDetailsFields.state)),
  country: Type.Optional(RuledText(profileDetailsFields.country)),
  postal_code: Type.Optional(RuledText(profileDetailsFields.postal_code)),
});

/** PUT /api/user/me/language: the language switch of a signed-in member. */
export const LanguageRequest = Type.Object({ language });

export const SurveyRequest = Type.Object({
  answer: Text(500, { description: "Has the member used the brand's oil before ('yes' | 'no')" }),
  answer2: Text(SURVEY_COMMENT_MAX_LENGTH, { description: "How they heard of the programme; the typed comment when 'Other' was chosen" }),
});

export const SmsOutboxQuery = Type.Object({ mobile_number: mobile });
export const SmsOutboxMessage = Type.Object({ mobile_number: Type.String(), message: Type.String(), created_date: Type.String() });

export const RetryAfterResult = Type.Object({ retry_after: Type.Number({ description: 'Seconds until a new code may be asked for' }) });
