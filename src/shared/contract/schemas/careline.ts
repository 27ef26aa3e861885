/** Schemas of the careline's people, sign-in, sessions and personal access tokens (contract/careline.ts). */
import { Type } from '@sinclair/typebox';
import { Enum, Instant, Nullable, Text } from './fields';

const role = Enum(['agent', 'supervisor', 'administrator'] as const, 'agent < supervisor < administrator: each may do what the ones before it may');
// Checked by the server's own rule, so a malformed one gets its message.
const email = Text(254);
const password = Text(256);
const totp = Text(10, { description: "The authenticator app's current 6-digit code" });
const enrolmentToken = Text(128, { description: 'The token after # in the enrolment link' });
/** A WebAuthn JSON answer as @simplewebauthn/browser gives it; the server checks every part. */
const webauthnAnswer = Type.Object({}, { additionalProperties: true, description: 'What startRegistration / startAuthentication of @simplewebauthn/browser answered' });

export const CarelineLoginRequest = Type.Object({ email, password, totp });
export const CarelineRefreshRequest = Type.Object({ refresh_token: Type.Optional(Text(256)) });

export const PasskeyChallenge = Type.Object({
  challenge_id: Type.String({ description: 'Send it back with the answer; it works once, for 5 minutes' }),
  options: Type.Object({}, { additionalProperties: true, description: 'PublicKeyCredential options in their JSON form, for @simplewebauthn/browser' }),
});
export const PasskeyAnswer = Type.Object({ challenge_id: Text(64), response: webauthnAnswer });

export const StepUpRequest = Type.Object({
  totp: Type.Optional(totp),
  challenge_id: Type.Optional(Text(64)),
  response: Type.Optional(webauthnAnswer),
});
export const StepUpResult = Type.Object({ stepped_up_until: Instant('Sensitive calls are allowed until then') });

export const EnrolmentTokenRequest = Type.Object({ token: enrolmentToken });
export const CarelineEnrolment = Type.Object({ email: Type.String(), role, expires_at: Instant() });
export const CarelineTotpSetup = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into an authenticator app' }),
  uri: Type.String({ description: 'otpauth:// URI, for a QR code' }),
});
export const EnrolmentPasswordRequest = Type.Object({ token: enrolmentToken, password, totp });
export const EnrolmentPasskeyRequest = Type.Object({ token: enrolmentToken, challenge_id: Text(64), response: webauthnAnswer });

export const CarelineStaff = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role,
  active: Type.Boolean(),
  passkeys: Type.Integer({ description: 'How many passkeys the person has' }),
  totp: Type.Boolean({ description: 'Whether the person has an authenticator (with a password) as the fallback' }),
  enrolled: Type.Boolean({ description: 'False until the person used their enrolment link' }),
  created_at: Instant(),
  last_signed_in_at: Nullable(Instant('The start of their newest session; null: never signed in')),
});
export const CarelineMe = Type.Object({
  staff: CarelineStaff,
  session: Type.Object({
    expires_at: Instant('The 8-hour end of the session'),
    idle_expires_at: Instant('When it ends if nothing is asked before'),
    stepped_up_until: Nullable(Instant('Sensitive calls are allowed until then; null: step up first')),
  }),
});
export const CarelineInviteRequest = Type.Object({ email, role });
export const CarelineInvitation = Type.Object({
  staff: CarelineStaff,
  enrolment_link: Type.String({ description: 'Shown once: send it to the person; it works once' }),
  expires_at: Instant(),
});
export const StaffParams = Type.Object({ id: Type.String({ description: 'The careline person id' }) });
export const CarelineRoleRequest = Type.Object({ role });

export const PersonalToken = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role,
  created_at: Instant(),
  expires_at: Instant(),
  last_used_at: Nullable(Instant()),
  revoked_at: Nullable(Instant()),
});
export const NewPersonalTokenRequest = Type.Object({
  name: Text(60),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, description: 'How long it works (30 when absent)' })),
  role: Type.Optional(role),
});
export const NewPersonalToken = Type.Object({
  token: Type.String({ description: 'Shown once; set it as OPS_PAT for npm run ops' }),
  details: PersonalToken,
});
export const TokenParams = Type.Object({ id: Type.String() });
