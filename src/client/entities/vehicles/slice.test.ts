import { rootReducer } from '../../member/app/store';
import { sessionActions } from '../../frame/session/slice';
import { service, vehicle } from '../loyalty/fixtures';
import { normaliseLoyalty } from '../loyalty/normalise';
import { loyaltyActions } from '../loyalty/slice';
import { selectAllServices } from '../services/slice';
import { selectAllVehicles, selectVehicleById } from './slice';

const myvi = vehicle({ guid: 'v1', services: [service({ guid: 's2', status: 0 }), service({ guid: 's1' })] });
const city = vehicle({ guid: 'v2', plate_number: 'JQK88', model_brand: 'Honda', model_name: 'City', cycle_guid: null, cycle_oil_type: 0 });
const loaded = (...vehicles: (typeof myvi)[]) => loyaltyActions.fetchSucceeded(normaliseLoyalty({ vehicles, max_vehicles: 4 }));

describe('the vehicles and their current services', () => {
  it('take the loyalty answer: vehicles in order, each pointing at its services by guid', () => {
    const state = rootReducer(undefined, loaded(myvi, city));
    expect(selectAllVehicles(state).map((v) => v.guid)).toEqual(['v1', 'v2']);
    expect(selectVehicleById(state, 'v1')).not.toHaveProperty('services');
    expect(selectVehicleById(state, 'v1')!.service_guids).toEqual(['s2', 's1']);
    expect(selectAllServices(state).map((s) => s.guid).sort()).toEqual(['s1', 's2']);
  });

  it('drop a vehicle the server no longer lists', () => {
    const state = rootReducer(rootReducer(undefined, loaded(myvi, city)), loaded(city));
    expect(selectAllVehicles(state).map((v) => v.guid)).toEqual(['v2']);
  });

  it('empty on logout', () => {
    const state = rootReducer(rootReducer(undefined, loaded(myvi)), sessionActions.loggedOut());
    expect(selectAllVehicles(state)).toEqual([]);
    expect(selectAllServices(state)).toEqual([]);
  });
});
