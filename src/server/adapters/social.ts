import type { Config } from '../../../config';
import { ApiError } from '../http/errors';

export interface SocialSignupClaim {
  provider: string;
  user_id: string;
  access_token: string;
  token_id: string;
}

/** Who the provider says the person is. */
export interface SocialIdentity {
  provider: string;
  userId: string;
}

/**
 * Confirms a social sign-up with the provider. A real verifier checks `token_id` (an OpenID
 * Connect ID token) or `access_token` with the provider and answers the identity it proves; it
 * throws an `ApiError` (400) when the provider does not confirm it.
 */
export interface SocialIdentityVerifier {
  verify(claim: SocialSignupClaim): Promise<SocialIdentity>;
}

export const socialSignupErrors = {
  off: 'Social sign-up is not available. Please register with your mobile number',
  provider: 'The sign-up provider is not supported',
} as const;

/** Lower-case provider names as the web app sends them ('google', 'facebook', 'apple'). */
const PROVIDER = /^[a-z][a-z0-9-]{1,29}$/;

/** SOCIAL_SIGNUP=off: every social sign-up is refused. The production default. */
export const refuseSocialSignup: SocialIdentityVerifier = {
  async verify() {
    throw new ApiError(400, socialSignupErrors.off);
  },
};

/**
 * SOCIAL_SIGNUP=trust: the identity is taken as sent, without asking the provider. Only for
 * development and tests, where no provider is reachable; the configuration refuses it in production.
 */
export const trustSocialSignup: SocialIdentityVerifier = {
  async verify(claim) {
    if (!PROVIDER.test(claim.provider)) throw new ApiError(400, socialSignupErrors.provider);
    if (!claim.user_id || claim.user_id.length > 255) throw new ApiError(400, 'user_id is required');
    return { provider: claim.provider, userId: claim.user_id };
  },
};

export function createSocialIdentityVerifier(config: Config): SocialIdentityVerifier {
  return config.socialSignup === 'trust' ? trustSocialSignup : refuseSocialSignup;
}
