import { randomToken, sha256 } from '../adapters/tokens';
import { carelineActor } from '../modules/careline/auth/authenticate';
import { insertPersonalToken, insertStaff, updateStaff } from '../modules/careline/auth/store';
import { startCarelineSession } from '../modules/careline/auth/tokens';
import { newTotpSecret, sealTotpSecret, totpCode } from '../modules/careline/auth/totp';
import { carelinePaths, PERSONAL_TOKEN_PREFIX, STEP_UP_CODE_HEADER, type CarelineRole } from '../../shared/contract/careline';
import type { TestApp } from './testApp';

export interface TestOperator {
  id: number;
  email: string;
  role: CarelineRole;
  /** The audit log's name for them: `careline:<email>`. */
  actor: string;
  /** Their authenticator's secret (base32): `code()` is what it shows at the app's clock. */
  totpSecret: string;
  accessToken: string;
  refreshToken: string;
  /** A signed-in, stepped-up session's headers (the step-up lasts 5 minutes of the app's clock). */
  headers: Record<string, string>;
  code(): string;
}

let nextOperator = 0;

function secretOf(t: TestApp): string {
  if (!t.config.jwtSecret) throw new Error('The test app has no JWT_SECRET');
  return t.config.jwtSecret;
}

/**
 * A careline person of `role`, enrolled with an authenticator, and signed in (a sign-in counts as a
 * step-up). Made in the database, as an enrolment would leave it: the sign-in itself is tested in
 * modules/careline/auth.
 */
export async function carelineOperator(t: TestApp, role: CarelineRole, name = `${role}${++nextOperator}`): Promise<TestOperator> {
  const db = t.database.db;
  const now = t.clock.now();
  const email = `${name}@careline.example.com`.toLowerCase();
  const staff = await insertStaff(db, { email, role, now });
  const totpSecret = newTotpSecret();
  await updateStaff(db, staff.id, { totp_secret: sealTotpSecret(secretOf(t), totpSecret), enrolled_at: now }, now);
  const tokens = await startCarelineSession(db, secretOf(t), staff.id, 'password_totp', now);
  return {
    id: staff.id,
    email,
    role,
    actor: carelineActor(staff),
    totpSecret,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    headers: { authorization: `Bearer ${tokens.access_token}` },
    code: () => totpCode(totpSecret, t.clock.now()),
  };
}

/** The headers of a signed-in, stepped-up person of `role`: for any operator call. */
export async function operatorHeaders(t: TestApp, role: CarelineRole = 'administrator'): Promise<Record<string, string>> {
  return (await carelineOperator(t, role)).headers;
}

/** A personal access token of `operator` (their role unless `role` says less), for `npm run ops`. */
export async function personalToken(t: TestApp, operator: TestOperator, options: { role?: CarelineRole; days?: number } = {}): Promise<string> {
  const token = `${PERSONAL_TOKEN_PREFIX}${randomToken()}`;
  const now = t.clock.now();
  await insertPersonalToken(t.database.db, {
    staff_id: operator.id,
    name: 'tests',
    role: options.role ?? operator.role,
    token_hash: sha256(token),
    created_at: now,
    expires_at: new Date(now.getTime() + (options.days ?? 30) * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The headers of a personal-access-token call with a step-up: the owner's current authenticator code. */
export function stepUpHeaders(operator: TestOperator): Record<string, string> {
  return { [STEP_UP_CODE_HEADER]: operator.code() };
}

/** The console's refresh after its 5-minute access token ran out: `operator` carries the new pair. */
export async function refreshOperator(t: TestApp, operator: TestOperator): Promise<TestOperator> {
  const res = await t.app.inject({ method: 'POST', url: carelinePaths.refreshToken, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ refresh_token: operator.refreshToken }) });
  if (res.statusCode !== 200) throw new Error(`refresh: ${res.body}`);
  const { access_token, refresh_token } = res.json().result;
  Object.assign(operator, { accessToken: access_token, refreshToken: refresh_token, headers: { authorization: `Bearer ${access_token}` } });
  return operator;
}

/**
 * A new sign-in of `operator` at the app's clock now (a fresh session and step-up), for tests that
 * move the clock by days, past any session's 8 hours.
 */
export async function signInAgain(t: TestApp, operator: TestOperator): Promise<TestOperator> {
  const tokens = await startCarelineSession(t.database.db, secretOf(t), operator.id, 'password_totp', t.clock.now());
  return Object.assign(operator, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, headers: { authorization: `Bearer ${tokens.access_token}` } });
}
