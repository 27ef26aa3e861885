import type { Envelope } from '../../../shared/contract/envelope';

/** What a screen of the console shows for a refused call: the server's words, else its status. */
export const refusalText = (res: Envelope<unknown>): string => res.error ?? `HTTP ${res.status_code}`;
