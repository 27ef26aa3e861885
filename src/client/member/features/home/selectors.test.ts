import { createTestStore } from '../../app/testUtils';
import { normaliseLoyalty } from '../../../entities/loyalty/normalise';
import { selectNextServiceBanner } from '../../../entities/vehicles/selectors';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import { vehicle } from '../../../entities/loyalty/fixtures';
import { selectHomeNextService } from './selectors';

function storeWith(vehicles: ReturnType<typeof vehicle>[]) {
  const store = createTestStore();
  store.dispatch(loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles, max_vehicles: 4 })));
  return store.getState();
}

describe('selectHomeNextService', () => {
  it.each([
    ['no vehicle', []],
    ['a vehicle never serviced', [vehicle({ guid: 'v1' })]],
    [
      'the vehicle due soonest',
      [
        vehicle({ guid: 'v1', plate_number: 'WXY1234', next_mileage: 17000, next_service_date: '2026-04-10' }),
        vehicle({ guid: 'v2', plate_number: 'BKL88', model_brand: 'Proton', model_name: 'Saga', next_mileage: 45000, next_service_date: '2026-03-20' }),
        vehicle({ guid: 'v3', plate_number: 'JHR1', next_service_date: '0001-01-01' }),
      ],
    ],
  ])('picks what the dashboard banner picks: %s', (_name, vehicles) => {
    const state = storeWith(vehicles);
    expect(selectHomeNextService(state)).toEqual(selectNextServiceBanner(state));
  });

  it('answers the plate, the vehicle, the mileage and the date', () => {
    const state = storeWith([vehicle({ guid: 'v2', plate_number: 'BKL88', model_brand: 'Proton', model_name: 'Saga', next_mileage: 45000, next_service_date: '2026-03-20' })]);
    expect(selectHomeNextService(state)).toEqual({ plate_number: 'BKL88', vehicle: 'Proton Saga', next_mileage: 45000, next_service_date: '2026-03-20' });
  });
});
