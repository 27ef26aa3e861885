import type { Envelope } from '../../../../shared/contract/envelope';
import { carelinePaths, type CarelineRole, type CarelineStaff, type NewPersonalToken, type PasskeyChallenge, type PersonalToken } from '../../../../shared/contract/careline';
import type { Transport } from '../../../frame/api/frameApi';

/** What @simplewebauthn/browser answered for a new passkey, sent back as it is. */
export type PasskeyResponse = Record<string, unknown>;

export interface NewTokenRequest {
  name: string;
  days: number;
  role?: CarelineRole;
}

/** The signed-in person's own calls; each takes the careline session's token LAST (callCareline adds it). */
export interface MyAccountApi {
  listTokens(token: string): Promise<Envelope<PersonalToken[]>>;
  createToken(request: NewTokenRequest, token: string): Promise<Envelope<NewPersonalToken>>;
  revokeToken(id: number, token: string): Promise<Envelope<null>>;
  newPasskeyOptions(token: string): Promise<Envelope<PasskeyChallenge>>;
  addPasskey(challengeId: string, response: PasskeyResponse, token: string): Promise<Envelope<CarelineStaff>>;
}

export function myAccountCalls({ send }: Transport): MyAccountApi {
  const json = { form: false } as const;
  return {
    listTokens: (token) => send('GET', carelinePaths.myTokens, { token }),
    createToken: (request, token) => send('POST', carelinePaths.myTokens, { body: { ...request }, ...json, token }),
    revokeToken: (id, token) => send('DELETE', carelinePaths.myToken(String(id)), { token }),
    newPasskeyOptions: (token) => send('POST', carelinePaths.myPasskeyOptions, { body: {}, ...json, token }),
    addPasskey: (challenge_id, response, token) => send('POST', carelinePaths.myPasskeys, { body: { challenge_id, response }, ...json, token }),
  };
}
