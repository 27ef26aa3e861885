import { PERSIST_VERSION, migratePersistedState } from '../../member/app/persist';
import type { PersistedState } from 'redux-persist';
import { service, vehicle } from './fixtures';
import { normaliseLoyalty } from './normalise';

const pending = service({ guid: 's2', status: 0 });
const verified = service({ guid: 's1' });
const myvi = vehicle({ guid: 'v1', services: [pending, verified] });
const city = vehicle({ guid: 'v2', plate_number: 'JQK88', services: [] });

describe('normaliseLoyalty', () => {
  it("moves each vehicle's services out and keeps their guids in the server's order", () => {
    const { vehicles, services, maxVehicles } = normaliseLoyalty({ vehicles: [myvi, city], max_vehicles: 3 });
    expect(vehicles.map((v) => v.guid)).toEqual(['v1', 'v2']);
    expect(vehicles[0]).not.toHaveProperty('services');
    expect(vehicles[0].service_guids).toEqual(['s2', 's1']);
    expect(vehicles[1].service_guids).toEqual([]);
    expect(services).toEqual([pending, verified]);
    expect(maxVehicles).toBe(3);
  });

  it('keeps 4 vehicles as the limit when the answer does not say', () => {
    expect(normaliseLoyalty(null)).toEqual({ vehicles: [], services: [], maxVehicles: 4 });
  });

  it('is what rehydrating a state stored before normalising goes through', async () => {
    const stored = { vehicles: [myvi], services: [], _persist: { version: 0, rehydrated: true } } as unknown as PersistedState;
    const migrated = (await migratePersistedState(stored, PERSIST_VERSION)) as unknown as Record<string, { entities: Record<string, unknown> }>;
    const loaded = normaliseLoyalty({ vehicles: [myvi] });
    expect(migrated.vehicles.entities.v1).toEqual(loaded.vehicles[0]);
    expect(Object.values(migrated.services.entities)).toEqual(loaded.services);
  });
});
