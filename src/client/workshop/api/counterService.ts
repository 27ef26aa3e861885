import type { CounterService } from '../../../shared/contract/workshopApp';

/**
 * Something about a service the staff should look at before verifying (a receipt seen before, a
 * mileage that went down): `reason` is the sentence to show; `figures` what it was judged on.
 */
export interface ServiceFlag {
  kind: string;
  reason: string;
  figures?: unknown;
}

/** A service as the counter reads it; `flags` comes only from servers that judge services so. */
export type CounterServiceView = CounterService & { flags?: ServiceFlag[] };
