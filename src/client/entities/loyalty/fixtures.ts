/* The member's vehicles, services and cycles in the API's shapes, for tests; never imported by the app. */
import type { Cycle, Service, Vehicle } from '../../../shared/contract/loyalty';

export function service(overrides: Partial<Service> & Pick<Service, 'guid'>): Service {
  return {
    status: 1,
    created_date: '2026-01-10T02:00:00.000Z',
    verified_date: '2026-01-10T04:00:00.000Z',
    current_mileage: 10000,
    next_mileage: 17000,
    next_service_date: '2026-04-10',
    transaction_code: `TX${overrides.guid.toUpperCase().padEnd(8, '0').slice(0, 8)}`,
    oil_name: 'Quartz 9000 5W-40',
    oil_img: 'oil-quartz-9000-5w40.png',
    OilCode: 'QUARTZ90005W40',
    receipt_img: `/api/service/${overrides.guid}/receipt`,
    reject_reason: '',
    free_oil: false,
    total_bottle: 1,
    workshop_id: 'WS1001',
    workshop_name: 'Bengkel Maju',
    campaign_status: 0,
    cycle_guid: 'cycle-1',
    ...overrides,
  };
}

export function vehicle(overrides: Partial<Vehicle> & Pick<Vehicle, 'guid'>): Vehicle {
  return {
    cycle_guid: 'cycle-1',
    model_brand: 'Perodua',
    model_name: 'Myvi',
    plate_number: 'WXY1234',
    year_manufactured: '2019',
    workshop_id: 'WS1001',
    workshop_name: 'Bengkel Maju',
    oil: 'Quartz 9000 5W-40',
    oil_code: 'QUARTZ90005W40',
    cycle_oil_type: 3,
    free_oil: [],
    paid_bottles: 0,
    next_mileage: 0,
    next_service_date: '0001-01-01',
    services: [],
    start_date: { Valid: false, Time: '0001-01-01' },
    expiry_date: { Valid: false, Time: '0001-01-01' },
    cycle_start_date: '0001-01-01',
    cycle_expiry_date: '0001-01-01',
    ...overrides,
  };
}

export function cycle(overrides: Partial<Cycle> & Pick<Cycle, 'guid'>): Cycle {
  return {
    created_date: '2025-06-01T02:00:00.000Z',
    status: 1,
    workshop_id: 'WS1001',
    workshop_name: 'Bengkel Maju',
    cycle_oil_type: 3,
    closed_date: '2025-12-01T02:00:00.000Z',
    ...overrides,
  };
}
