import type { ApiContext } from '../../context';
import { makeDecoyHash } from '../../adapters/passwords';
import { ApiError } from '../../http/errors';
import { assertRules } from '../../http/validate';
import { accountErrors, type AuthTokens, type LoginRequest } from '../../../shared/contract/accounts';
import { validateFullMobile, validateLoginPassword } from '../../../shared/rules';
import { assertCaptcha } from '../captcha/service';
import { findMemberByMobile } from '../members/store';
import { startSession } from '../sessions/tokens';
import { clearLoginFailures } from './store';
import { loginThrottle, recordLoginFailure, throttleWaitMs } from './throttle';

/** Every refused login answers the same, whatever the reason (unknown, unverified, wrong). */
const invalidLogin = () => new ApiError(400, accountErrors.invalidLogin);

const decoyHashes = new WeakMap<object, Promise<string>>();

export function decoyHashFor(ctx: ApiContext): Promise<string> {
  let decoy = decoyHashes.get(ctx.passwords);
  if (!decoy) {
    decoy = makeDecoyHash(ctx.passwords);
    decoyHashes.set(ctx.passwords, decoy);
  }
  return decoy;
}

export async function login(ctx: ApiContext, body: Partial<LoginRequest>, ip: string): Promise<AuthTokens> {
  const mobileNumber = (body.mobile_number ?? '').trim();
  assertRules(validateFullMobile(mobileNumber, 'login'), validateLoginPassword(body.password));
  await assertCaptcha(ctx, body.captcha, ip);
  const now = ctx.clock.now();
  const throttle = await loginThrottle(ctx.db, mobileNumber, ip, now);
  // Slows the source down; never refuses: a right password opens the account whatever others failed.
  await ctx.delay(throttleWaitMs(throttle));

  const member = await findMemberByMobile(ctx.db, mobileNumber);
  const canLogIn = member !== undefined && member.password_hash !== null && member.verified_at !== null && member.anonymised_at === null;
  let passwordOk: boolean;
  if (canLogIn) {
    passwordOk = await ctx.passwords.verify(member.password_hash!, body.password!);
  } else {
    // As slow as a real check, so the answer's timing does not tell which numbers have accounts.
    await ctx.passwords.verify(await decoyHashFor(ctx), body.password!);
    passwordOk = false;
  }
  if (!passwordOk) {
    await recordLoginFailure(ctx.db, mobileNumber, ip, now, throttle);
    throw invalidLogin();
  }
  return ctx.db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, mobileNumber);
    return startSession(trx, ctx.secrets.jwt, member!.id, now);
  });
}
