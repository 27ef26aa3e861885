import { ServiceStatus, type ServiceStatusCode } from '../contract/loyalty';
import type { CycleService } from './types';

/** The instant of a Malaysian wall-clock time: at('2025-06-14', '23:30'). */
export function at(day: string, time = '12:00'): string {
  return new Date(`${day}T${time}:00+08:00`).toISOString();
}

let counter = 0;

/** A verified 1-bottle 9000 5W-40 service unless told otherwise. */
export function service(overrides: Partial<CycleService> = {}): CycleService {
  counter += 1;
  return {
    guid: `s${counter}`,
    status: ServiceStatus.Verified,
    total_bottle: 1,
    OilCode: 'QUARTZ90005W40',
    free_oil: false,
    created_date: at('2025-01-01'),
    current_mileage: 10000,
    ...overrides,
  };
}

/** Services from a compact list: [bottles, status?, oil?] each. */
export function services(list: readonly [number, ServiceStatusCode?, string?][]): CycleService[] {
  return list.map(([total_bottle, status = ServiceStatus.Verified, OilCode = 'QUARTZ90005W40']) =>
    service({ total_bottle, status, OilCode }),
  );
}
