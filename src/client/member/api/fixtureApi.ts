import type { Envelope } from '../../../shared/contract/envelope';
import type { Profile } from '../../../shared/contract/accounts';
import type { Cycle, Notification, Service, Vehicle } from '../../../shared/contract/loyalty';
import { createApi, type Api } from '.';
import { serviceCheckAnswer } from '../../../shared/loyalty/serviceCheck';
import { MAX_VEHICLES } from '../../../shared/loyalty/constants';

/** What a fixture api answers reads from: the member's data in the contract's own shapes. */
export interface FixtureData {
  profile: Profile;
  /** As GET /api/loyalty answers them: each with its current services. */
  vehicles: Vehicle[];
  /** Every service known, current and from opened history cycles. */
  services: Service[];
  /** Past cycles by vehicle guid, as GET /api/vehicle/{guid}/cycles answers them. */
  cycles: Record<string, Cycle[]>;
  notifications: Notification[];
  maxVehicles?: number;
}

export type ApiCallName = keyof Api;

export interface FixtureApiOptions {
  /** Told of every refused write (the replay shows it to support staff). */
  onRefused?: (call: ApiCallName) => void;
}

/** The error text of every refused write. */
export const FIXTURE_REFUSAL = 'This is a read-only replay: nothing was sent to the server.';
const NOT_HELD = 'Not in this snapshot';

/** Calls that only read, and read what a member's stored state does not keep. */
const NOT_IN_SNAPSHOT: string[] = ['getAppConfig', 'getMgmRewards', 'getFestiveEligibility'];

export const emptyFixtureData = (profile: Profile): FixtureData => ({ profile, vehicles: [], services: [], cycles: {}, notifications: [] });

const ok = <T>(result: T): Envelope<T> => ({ status_code: 200, result, error: null });
const answer = <T>(status_code: number, error: string | null = null, result: T | null = null): Envelope<T> => ({ status_code, result, error });

const newestFirst = (a: Service, b: Service) => b.created_date.localeCompare(a.created_date);

/** GET /api/service/check/{code}, answered by the same table as the server's. */
function serviceCheck(service: Service | undefined): Envelope<null> {
  if (!service) return answer(404, 'Not found');
  const { status_code, error } = serviceCheckAnswer(service);
  return answer(status_code, error);
}

/**
 * An `Api` that never touches the network: reads are answered from `data`, and every call that
 * would change something (and any call added to `Api` later that is not listed here) is refused
 * with 403. It serves the support replay and saga tests alike.
 */
export function fixtureApiFrom(data: FixtureData, options: FixtureApiOptions = {}): Api {
  const refuse = (call: ApiCallName) => async () => {
    options.onRefused?.(call);
    return answer<never>(403, FIXTURE_REFUSAL);
  };
  // Every call of the real api, refused, so the interface stays whole when calls are added.
  const refusals = Object.fromEntries(Object.keys(createApi()).map((call) => [call, refuse(call as ApiCallName)])) as unknown as Api;
  // Reads of what a snapshot does not hold: not found, quietly, since nothing was refused.
  const notHeld = Object.fromEntries(
    NOT_IN_SNAPSHOT.filter((call) => call in refusals).map((call) => [call, async () => answer<never>(404, NOT_HELD)]),
  ) as Partial<Api>;
  const serviceByCode = (code: string) => data.services.find((service) => service.transaction_code === code);
  const workshop = (id: string) =>
    [...data.vehicles, ...data.services].find((item) => item.workshop_id.toUpperCase() === id.toUpperCase());

  const reads: Partial<Api> = {
    getProfile: async () => ok({ ...data.profile, password: '' }),
    getCaptchaChallenge: async () => ({ provider: 'off', challenge: null, site_key: null, expires_at: null }),
    getLoyalty: async () => ok({ vehicles: data.vehicles, max_vehicles: data.maxVehicles ?? MAX_VEHICLES }),
    getVehicleCycles: async (vehicleGuid) => ok(data.cycles[vehicleGuid] ?? []),
    getCycleServices: async (cycleGuid) => ok(data.services.filter((service) => service.cycle_guid === cycleGuid).sort(newestFirst)),
    checkWorkshop: async (id) => {
      const known = workshop(id);
      return known ? ok({ workshop_id: known.workshop_id, workshop_name: known.workshop_name }) : answer(404, 'Not found');
    },
    checkService: async (code) => serviceCheck(serviceByCode(code)),
    getNotifications: async () => ok(data.notifications),
    // Not in the member's data: answered empty rather than from the server.
    getActiveWorkshops: async () => ok([]),
    // The page's own build: a fixture never asks for a reload.
    getBuildMeta: async () => null,
  };
  return { ...refusals, ...notHeld, ...reads };
}
