import type { Envelope } from '../../../../shared/contract/envelope';
import { carelineCasePaths, type PendingQueuePage } from '../../../../shared/contract/carelineCases';
import type { Transport } from '../../../frame/api/frameApi';

/** The pending queue's calls (callApi adds the careline session's token LAST). */
export interface PendingApi {
  pendingQueue(query: { workshop?: string; page?: number }, token: string): Promise<Envelope<PendingQueuePage>>;
}

export function pendingCalls({ send }: Transport): PendingApi {
  return {
    pendingQueue: (query, token) => send('GET', carelineCasePaths.pendingQueue, { query, token }),
  };
}
