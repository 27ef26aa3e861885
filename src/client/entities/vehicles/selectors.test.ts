import { rootReducer, type RootState } from '../../member/app/store';
import { service, vehicle } from '../loyalty/fixtures';
import { normaliseLoyalty } from '../loyalty/normalise';
import { loyaltyActions } from '../loyalty/slice';
import { selectNextServiceBanner, selectVehicleCards, selectVehicleWithCycle } from './selectors';
import type { Vehicle } from '../../../shared/contract/loyalty';

const loaded = (vehicles: Vehicle[]): RootState =>
  rootReducer(undefined, loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles, max_vehicles: 4 })));

describe('bottle row per vehicle', () => {
  it('fills one slot per verified bottle, oldest first, and ends with the free slot', () => {
    const state = loaded([
      vehicle({
        guid: 'v1',
        cycle_oil_type: 3,
        services: [
          service({ guid: 'pending', status: 0, created_date: '2026-03-01T02:00:00Z' }),
          service({ guid: 'two', status: 1, total_bottle: 2, OilCode: 'QUARTZINEOHTC5W30', created_date: '2026-02-01T02:00:00Z' }),
          service({ guid: 'rejected', status: 2, created_date: '2026-01-20T02:00:00Z' }),
        ],
      }),
    ]);
    expect(selectVehicleWithCycle(state, 'v1')!.slots).toEqual([
      { kind: 'filled', oilCode: 'QUARTZINEOHTC5W30' },
      { kind: 'filled', oilCode: 'QUARTZINEOHTC5W30' },
      { kind: 'empty' },
      { kind: 'free', oilCode: null, owed: false },
    ]);
  });

  it('has size + 1 slots for a 4-bottle cycle and none without a cycle', () => {
    const state = loaded([vehicle({ guid: 'v1', cycle_oil_type: 4 }), vehicle({ guid: 'v2', cycle_guid: null, cycle_oil_type: 0, plate_number: 'B2' })]);
    const cards = selectVehicleCards(state);
    expect(cards[0].slots).toHaveLength(5);
    expect(cards[1].slots).toEqual([]);
  });

  it('shows the free oil once it is verified', () => {
    const paid = [1, 2, 3].map((n) => service({ guid: `p${n}`, created_date: `2026-0${n}-01T02:00:00Z` }));
    const free = service({ guid: 'free', free_oil: true, OilCode: 'QUARTZ90005W40', created_date: '2026-05-01T02:00:00Z' });
    const state = loaded([vehicle({ guid: 'v1', services: [free, ...paid] })]);
    expect(selectVehicleWithCycle(state, 'v1')!.slots[3]).toEqual({ kind: 'free', oilCode: 'QUARTZ90005W40', owed: false });
  });

  it('is memoised while vehicles and services stay the same', () => {
    const state = loaded([vehicle({ guid: 'v1' })]);
    expect(selectVehicleCards(state)).toBe(selectVehicleCards(state));
  });
});

describe('next service banner', () => {
  it('names the vehicle due soonest by date, with its mileage', () => {
    const state = loaded([
      vehicle({ guid: 'v1', plate_number: 'AAA1', next_service_date: '2026-06-01', next_mileage: 20000 }),
      vehicle({ guid: 'v2', plate_number: 'BBB2', model_brand: 'Honda', model_name: 'City', next_service_date: '2026-04-15', next_mileage: 35000 }),
      vehicle({ guid: 'v3', plate_number: 'CCC3' }),
    ]);
    expect(selectNextServiceBanner(state)).toEqual({ plate_number: 'BBB2', vehicle: 'Honda City', next_mileage: 35000, next_service_date: '2026-04-15' });
  });

  it('is null when no vehicle has a next service ("0001-01-01")', () => {
    expect(selectNextServiceBanner(loaded([vehicle({ guid: 'v1' })]))).toBeNull();
  });
});
