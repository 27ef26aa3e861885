import type { CaptchaChallengeResult } from '../../../shared/contract/accounts';

/**
 * Tells people from scripts on login, registration and forgot password. `verify` answers false for
 * a missing, wrong, expired or already used solution; it throws only when the check itself failed.
 */
export interface Captcha {
  readonly provider: CaptchaChallengeResult['provider'];
  challenge(): Promise<CaptchaChallengeResult>;
  verify(solution: string | undefined, remoteIp: string): Promise<boolean>;
}
