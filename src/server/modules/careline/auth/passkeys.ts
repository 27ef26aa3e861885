import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ApiContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { CarelineStaffRow } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { carelineErrors, type PasskeyChallenge } from '../../../../shared/contract/careline';
import { findPasskey, insertChallenge, insertPasskey, listPasskeys, passkeyUsed, takeChallenge } from './store';

/** A challenge answers once, within this. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RP_NAME = 'Quartz Loyalty careline';

/** The relying party is the product's own address (PUBLIC_URL): its host is the rpID, its origin the only one accepted. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const refused = (message: string = carelineErrors.invalidPasskey) => new ApiError(400, message);

async function keepChallenge(db: Db, purpose: 'register' | 'sign_in' | 'step_up', staffId: number | null, challenge: string, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await insertChallenge(db, { id, purpose, staff_id: staffId, challenge, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS), created_at: now });
  return id;
}

/** Options to make a passkey for `staff`; their passkeys so far are excluded (one per authenticator). */
export async function registrationOptions(ctx: ApiContext, db: Db, staff: CarelineStaffRow, now: Date): Promise<PasskeyChallenge> {
  const { rpID } = relyingParty(ctx.config.publicUrl);
  const existing = await listPasskeys(db, staff.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: staff.email,
    // An opaque handle, never the email: authenticators may show or sync it.
    userID: Buffer.from(`careline-${staff.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    // Discoverable and verified (a PIN or a fingerprint): the passkey alone signs in, with no email typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_TTL_MS,
  });
  return { challenge_id: await keepChallenge(db, 'register', staff.id, options.challenge, now), options: options as unknown as Record<string, unknown> };
}

/** Checks a new passkey against its challenge and keeps it for `staff`. */
export async function registerPasskey(ctx: ApiContext, db: Db, staffId: number, answer: { challenge_id?: string; response?: unknown }, now: Date): Promise<string> {
  const challenge = answer.challenge_id ? await takeChallenge(db, answer.challenge_id, 'register', now) : undefined;
  if (!challenge || challenge.staff_id !== staffId) throw refused(carelineErrors.challengeExpired);
  const { rpID, origin } = relyingParty(ctx.config.publicUrl);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: answer.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verified.verified) throw refused();
  const { credential } = verified.registrationInfo;
  if (await findPasskey(db, credential.id)) throw refused();
  await insertPasskey(db, { id: credential.id, staff_id: staffId, public_key: credential.publicKey, counter: credential.counter, transports: credential.transports ?? null, created_at: now });
  return credential.id;
}

/** Options to sign in with any passkey (none named: the authenticator offers the person's own). */
export async function signInOptions(ctx: ApiContext, now: Date): Promise<PasskeyChallenge> {
  const { rpID } = relyingParty(ctx.config.publicUrl);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
  return { challenge_id: await keepChallenge(ctx.db, 'sign_in', null, options.challenge, now), options: options as unknown as Record<string, unknown> };
}

/** Options to confirm it is `staff` again, with one of their passkeys. */
export async function stepUpOptions(ctx: ApiContext, staff: CarelineStaffRow, now: Date): Promise<PasskeyChallenge> {
  const { rpID } = relyingParty(ctx.config.publicUrl);
  const keys = await listPasskeys(ctx.db, staff.id);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
  });
  return { challenge_id: await keepChallenge(ctx.db, 'step_up', staff.id, options.challenge, now), options: options as unknown as Record<string, unknown> };
}

/**
 * The person whose passkey answered the challenge, or a 400. For a step-up the passkey must be the
 * signed-in person's. The signature counter, when the authenticator keeps one, must move forward.
 */
export async function checkAssertion(ctx: ApiContext, purpose: 'sign_in' | 'step_up', answer: { challenge_id?: string; response?: unknown }, now: Date): Promise<number> {
  const challenge = answer.challenge_id ? await takeChallenge(ctx.db, answer.challenge_id, purpose, now) : undefined;
  if (!challenge) throw refused(carelineErrors.challengeExpired);
  const response = answer.response as AuthenticationResponseJSON | undefined;
  const key = typeof response?.id === 'string' ? await findPasskey(ctx.db, response.id) : undefined;
  if (!key || (challenge.staff_id !== null && key.staff_id !== challenge.staff_id)) throw refused();
  const { rpID, origin } = relyingParty(ctx.config.publicUrl);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: response!,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: key.id, publicKey: new Uint8Array(key.public_key), counter: Number(key.counter), transports: key.transports ?? undefined },
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verified.verified) throw refused();
  await passkeyUsed(ctx.db, key.id, verified.authenticationInfo.newCounter, now);
  return key.staff_id;
}
