import { ServiceStatus } from '../contract/loyalty';
import { NONE_DATE } from './constants';
import { nextServiceAfter, soonestNextService, vehicleNextService } from './nextService';
import { at, service } from './testFixtures';

const { Pending: P, Rejected: R } = ServiceStatus;

describe('next service', () => {
  it.each([
    [3, 10000, at('2025-01-01'), 17000, '2025-04-01'],
    [4, 10000, at('2025-01-01'), 15000, '2025-02-15'],
    [3, 98500, at('2024-12-31', '23:30'), 105500, '2025-03-31'],
    [4, 0, at('2025-01-01', '00:15'), 5000, '2025-02-15'],
  ] as const)('size %i after %i km on %s: %i km, %s', (size, km, when, nextKm, nextDay) => {
    expect(nextServiceAfter(service({ current_mileage: km, created_date: when }), size)).toEqual({
      next_mileage: nextKm,
      next_service_date: nextDay,
    });
  });

  it('follows the last verified service of the vehicle, with its own cycle size', () => {
    const list = [
      { ...service({ current_mileage: 10000, created_date: at('2025-01-01') }), cycleSize: 3 as const },
      { ...service({ current_mileage: 15000, created_date: at('2025-03-01') }), cycleSize: 4 as const },
      { ...service({ current_mileage: 20000, created_date: at('2025-05-01'), status: P }), cycleSize: 4 as const },
      { ...service({ current_mileage: 25000, created_date: at('2025-05-02'), status: R }), cycleSize: 4 as const },
    ];
    expect(vehicleNextService(list)).toEqual({ next_mileage: 20000, next_service_date: '2025-04-15' });
  });

  it.each([[[]], [[P]], [[R]]] as const)('is none with services of status %j', (statuses) => {
    const list = statuses.map((status) => ({ ...service({ status }), cycleSize: 3 as const }));
    // '0001-01-01' is the contract's 'none'.
    expect(vehicleNextService(list)).toEqual({ next_mileage: 0, next_service_date: '0001-01-01' });
  });

  it('shows the vehicle due soonest on the home page', () => {
    const vehicles = [
      { plate_number: 'A1', next_mileage: 0, next_service_date: NONE_DATE },
      { plate_number: 'B2', next_mileage: 30000, next_service_date: '2025-08-01' },
      { plate_number: 'C3', next_mileage: 17000, next_service_date: '2025-07-01' },
    ];
    expect(soonestNextService(vehicles)).toEqual({ plate_number: 'C3', next_mileage: 17000, next_service_date: '2025-07-01' });
    expect(soonestNextService(vehicles.slice(0, 1))).toBeNull();
  });
});
