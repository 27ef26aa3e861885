import type { CounterService, CounterVerifyResult } from '../../../shared/contract/workshopApp';

/**
 * Something about a service the staff should look at before verifying (a receipt seen before, a
 * mileage that went down): `reason` is the sentence to show; `figures` what it was judged on.
 */
export interface ServiceFlag {
  kind: string;
  reason: string;
  figures?: unknown;
}

/**
 * A service as the counter reads it. `flags` is read loosely (any kind, a reason to show), so the
 * screen works with a server that sends none, sends an empty list, or adds kinds of its own.
 */
export type CounterServiceView = Omit<CounterService, 'flags'> & { flags?: ServiceFlag[] };

/** The answer to VERIFY, with the service read as the counter reads it. */
export type CounterVerifyView = Omit<CounterVerifyResult, 'service'> & { service: CounterServiceView };
