import type { CaptchaChallengeResult } from '../../../shared/contract/accounts';
import type { Captcha } from './types';

export interface RecaptchaOptions {
  secret: string;
  siteKey: string | null;
  verifyUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A hosted captcha checked the reCAPTCHA way: the browser's token is posted with the secret to the
 * provider's verify URL, which answers `{"success": true|false}`. The provider prevents replays.
 */
export function createRecaptchaCaptcha(options: RecaptchaOptions): Captcha {
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'recaptcha',

    async challenge(): Promise<CaptchaChallengeResult> {
      return { provider: 'recaptcha', challenge: null, site_key: options.siteKey, expires_at: null };
    },

    async verify(solution: string | undefined, remoteIp: string): Promise<boolean> {
      if (!solution || solution.length > 8192) return false;
      const body = new URLSearchParams({ secret: options.secret, response: solution, remoteip: remoteIp });
      const response = await doFetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`captcha verify URL answered ${response.status}`);
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    },
  };
}
