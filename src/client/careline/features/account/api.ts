import type { Envelope } from '../../../../shared/contract/envelope';
import type { BrowserTokens } from '../../../../shared/contract/accounts';
import {
  carelinePaths,
  type CarelineEnrolment,
  type CarelineMe,
  type CarelineTotpSetup,
  type PasskeyChallenge,
  type StepUpResult,
} from '../../../../shared/contract/careline';
import type { Transport } from '../../../frame/api/frameApi';

/** What @simplewebauthn/browser answered, sent back as it is: the server checks every part. */
export type PasskeyResponse = Record<string, unknown>;

export interface PasswordSignIn {
  email: string;
  password: string;
  totp: string;
}

/** A step-up with a fresh passkey answer, or with the authenticator's code. */
export type StepUpProof = { totp: string } | { challenge_id: string; response: PasskeyResponse };

/**
 * Signing in, the one-time enrolment and the step-up. Public calls take no token; the signed-in
 * person's calls take the careline session's access token LAST (callApi adds it).
 */
export interface AccountApi {
  login(body: PasswordSignIn): Promise<Envelope<BrowserTokens>>;
  passkeyOptions(): Promise<Envelope<PasskeyChallenge>>;
  passkeyLogin(challengeId: string, response: PasskeyResponse): Promise<Envelope<BrowserTokens>>;
  enrolment(token: string): Promise<Envelope<CarelineEnrolment>>;
  enrolmentTotp(token: string): Promise<Envelope<CarelineTotpSetup>>;
  enrolWithPassword(token: string, password: string, totp: string): Promise<Envelope<BrowserTokens>>;
  enrolmentPasskeyOptions(token: string): Promise<Envelope<PasskeyChallenge>>;
  enrolWithPasskey(token: string, challengeId: string, response: PasskeyResponse): Promise<Envelope<BrowserTokens>>;
  getMe(token: string): Promise<Envelope<CarelineMe>>;
  stepUpOptions(token: string): Promise<Envelope<PasskeyChallenge>>;
  stepUp(proof: StepUpProof, token: string): Promise<Envelope<StepUpResult>>;
}

export function accountCalls({ send }: Transport): AccountApi {
  // JSON: a passkey answer is nested, and the server reads every body of these routes as JSON alike.
  const json = { form: false } as const;
  return {
    login: (body) => send('POST', carelinePaths.login, { body: { ...body }, ...json }),
    passkeyOptions: () => send('POST', carelinePaths.passkeyOptions, { body: {}, ...json }),
    passkeyLogin: (challenge_id, response) => send('POST', carelinePaths.passkeyLogin, { body: { challenge_id, response }, ...json }),
    enrolment: (token) => send('POST', carelinePaths.enrolment, { body: { token }, ...json }),
    enrolmentTotp: (token) => send('POST', carelinePaths.enrolmentTotp, { body: { token }, ...json }),
    enrolWithPassword: (token, password, totp) => send('POST', carelinePaths.enrolmentPassword, { body: { token, password, totp }, ...json }),
    enrolmentPasskeyOptions: (token) => send('POST', carelinePaths.enrolmentPasskeyOptions, { body: { token }, ...json }),
    enrolWithPasskey: (token, challenge_id, response) => send('POST', carelinePaths.enrolmentPasskey, { body: { token, challenge_id, response }, ...json }),
    getMe: (token) => send('GET', carelinePaths.me, { token }),
    stepUpOptions: (token) => send('POST', carelinePaths.stepUpOptions, { body: {}, ...json, token }),
    stepUp: (proof, token) => send('POST', carelinePaths.stepUp, { body: { ...proof }, ...json, token }),
  };
}
