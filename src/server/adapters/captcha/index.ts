import type { Config } from '../../../../config';
import type { CaptchaChallengeResult } from '../../../shared/contract/accounts';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { deriveSecret } from '../secrets';
import { createAltchaCaptcha } from './altcha';
import { createRecaptchaCaptcha } from './recaptcha';
import type { Captcha } from './types';

export type { Captcha } from './types';
export { createAltchaCaptcha, ALTCHA_TTL_MS } from './altcha';
export { createRecaptchaCaptcha } from './recaptcha';

/** No check at all: development and tests only (the configuration refuses it in production). */
export const noCaptcha: Captcha = {
  provider: 'off',
  challenge: async (): Promise<CaptchaChallengeResult> => ({ provider: 'off', challenge: null, site_key: null, expires_at: null }),
  verify: async () => true,
};

export function createCaptcha(config: Config, db: Db, clock: Clock, serverSecret: string): Captcha {
  switch (config.captcha) {
    case 'off':
      return noCaptcha;
    case 'recaptcha':
      return createRecaptchaCaptcha({
        secret: config.recaptchaSecret!,
        siteKey: config.recaptchaSiteKey,
        verifyUrl: config.recaptchaVerifyUrl,
      });
    case 'altcha':
      return createAltchaCaptcha({
        db,
        clock,
        hmacSecret: deriveSecret(serverSecret, 'altcha-challenge'),
        hmacKeySecret: deriveSecret(serverSecret, 'altcha-key'),
        counter: [Math.ceil(config.altchaWork / 4), config.altchaWork],
      });
  }
}
