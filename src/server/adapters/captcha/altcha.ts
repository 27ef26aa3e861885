import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { CaptchaChallengeResult } from '../../../shared/contract/accounts';
import { forgetExpiredSolutions, recordSolution } from './solutionStore';
import type { Captcha } from './types';

export interface AltchaOptions {
  db: Db;
  clock: Clock;
  /** Signs challenges and their derived keys; derived from the server secret. */
  hmacSecret: string;
  hmacKeySecret: string;
  /** PBKDF2 iterations per attempt, and the range the secret counter is drawn from. */
  cost?: number;
  counter?: [min: number, max: number];
  ttlMs?: number;
}

/** Long enough to fill in the registration form after the challenge was fetched. */
export const ALTCHA_TTL_MS = 30 * 60 * 1000;

/**
 * Self-hosted proof of work (ALTCHA), so the product needs no third party. The expiry travels in the
 * signed challenge data and is checked against the server's clock; a solved challenge is accepted
 * once, recorded in the database so that every API node sees it.
 */
export function createAltchaCaptcha(options: AltchaOptions): Captcha {
  // About 2,500 PBKDF2 runs of 1,000 rounds: a fraction of a second in a phone's workers.
  const cost = options.cost ?? 1_000;
  const [counterMin, counterMax] = options.counter ?? [1_000, 4_000];
  const ttlMs = options.ttlMs ?? ALTCHA_TTL_MS;

  return {
    provider: 'altcha',

    async challenge(): Promise<CaptchaChallengeResult> {
      const expiresAt = new Date(options.clock.now().getTime() + ttlMs);
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(counterMin, counterMax),
        deriveKey,
        data: { exp: Math.floor(expiresAt.getTime() / 1000) },
        hmacSignatureSecret: options.hmacSecret,
        hmacKeySignatureSecret: options.hmacKeySecret,
      });
      return { provider: 'altcha', challenge, site_key: null, expires_at: expiresAt.toISOString() };
    },

    async verify(solution: string | undefined): Promise<boolean> {
      const payload = decodePayload(solution);
      if (!payload) return false;
      const { challenge } = payload;
      const exp = challenge.parameters.data?.exp;
      const now = options.clock.now();
      if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return false;
      let result;
      try {
        result = await verifySolution({
          challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacSecret,
          hmacKeySignatureSecret: options.hmacKeySecret,
        });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      return markUsed(options.db, challenge.parameters.nonce, new Date(exp * 1000), now);
    },
  };
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's form value: base64 of `{challenge, solution}`. Anything else is not a solution. */
function decodePayload(value: string | undefined): Payload | null {
  if (!value || value.length > 8192) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    const params = payload?.challenge?.parameters;
    if (!params || typeof params.nonce !== 'string' || typeof payload.solution !== 'object' || payload.solution === null) {
      return null;
    }
    return payload;
  } catch {
    return null;
  }
}

/** True the first time a challenge is presented solved; false for every replay. */
async function markUsed(db: Db, challengeId: string, expiresAt: Date, now: Date): Promise<boolean> {
  await forgetExpiredSolutions(db, now);
  return recordSolution(db, challengeId, expiresAt);
}
