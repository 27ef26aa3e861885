import type { Envelope } from '../../../../shared/contract/envelope';
import { carelineCasePaths, type MemberSearchHit } from '../../../../shared/contract/carelineCases';
import type { Transport } from '../../../frame/api/frameApi';

/** The search screen's calls (callApi adds the careline session's token LAST). */
export interface SearchApi {
  findMembers(q: string, token: string): Promise<Envelope<MemberSearchHit[]>>;
}

export function searchCalls({ send }: Transport): SearchApi {
  return {
    findMembers: (q, token) => send('GET', carelineCasePaths.findMembers, { query: { q }, token }),
  };
}
