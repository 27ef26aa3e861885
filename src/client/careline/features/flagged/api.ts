import type { Envelope } from '../../../../shared/contract/envelope';
import { flagPaths, type OpsFlaggedPage } from '../../../../shared/contract/flags';
import { request } from '../../../frame/api/http';

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

export function flaggedCalls(baseUrl = ''): FlaggedApi {
  return {
    flaggedQueue: ({ kind, offset }, token) => request('GET', flagPaths.opsFlagged, { baseUrl, token, query: { ...(kind ? { kind } : {}), ...(offset ? { offset } : {}) } }),
    clearFlag: (id, token) => request('POST', flagPaths.opsClearFlag(id), { baseUrl, token, body: {}, form: false }),
  };
}
