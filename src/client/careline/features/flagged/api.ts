import type { Envelope } from '../../../../shared/contract/envelope';
import { flagPaths, type OpsFlaggedPage } from '../../../../shared/contract/flags';
import type { Transport } from '../../../frame/api/frameApi';

/** One page of the queue: every kind ('' ) or one, from `offset` (the previous page's `next`). */
export interface FlaggedQuery {
  kind: string;
  offset: number;
}

/** The queue's calls; the careline's api has them (callApi adds the careline session's token LAST). */
export interface FlaggedApi {
  flaggedQueue(query: FlaggedQuery, token: string): Promise<Envelope<OpsFlaggedPage>>;
  clearFlag(id: string, token: string): Promise<Envelope<{ id: string; cleared_date: string }>>;
}

export function flaggedCalls({ send }: Transport): FlaggedApi {
  return {
    flaggedQueue: ({ kind, offset }, token) => send('GET', flagPaths.opsFlagged, { token, query: { ...(kind ? { kind } : {}), ...(offset ? { offset } : {}) } }),
    clearFlag: (id, token) => send('POST', flagPaths.opsClearFlag(id), { token, body: {}, form: false }),
  };
}
