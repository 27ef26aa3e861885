import type { Cycle, Notification, Service, Vehicle } from '../../../shared/contract/loyalty';
import type { FixtureData } from '../api/fixtureApi';
import type { RootState } from '../app/store';
import type { CycleEntity } from '../../entities/cycles/slice';
import { emptyProfile } from '../../entities/profile/slice';
import type { VehicleEntity } from '../../entities/vehicles/slice';
import type { SnapshotState } from '../features/support/snapshot';

type EntityState<T> = { ids: (string | number)[]; entities: Record<string, T | undefined> };

const all = <T>(slice: EntityState<T>): T[] =>
  slice.ids.map((id) => slice.entities[String(id)]).filter((item): item is T => item !== undefined);

/** The snapshot's slices as the API would answer them, for the fixture api's reads. */
export function fixtureDataFromSnapshot(state: SnapshotState): FixtureData {
  const services = all<Service>(state.services as EntityState<Service>);
  const byGuid = new Map(services.map((service) => [service.guid, service]));
  const vehicles: Vehicle[] = all<VehicleEntity>(state.vehicles as EntityState<VehicleEntity>).map(({ service_guids, ...vehicle }) => ({
    ...vehicle,
    services: (service_guids ?? []).map((guid) => byGuid.get(guid)).filter((service): service is Service => service !== undefined),
  }));
  const cycles: Record<string, Cycle[]> = {};
  for (const { vehicle_guid, ...cycle } of all<CycleEntity>(state.cycles as EntityState<CycleEntity>)) {
    (cycles[vehicle_guid] ??= []).push(cycle);
  }
  const { status: _status, ...profile } = state.profile;
  return {
    profile: { ...emptyProfile, ...profile, password: '' },
    vehicles,
    services,
    cycles,
    notifications: all<Notification>(state.notifications as EntityState<Notification>),
  };
}

/** The replay's store starts as a member's would after a reload: logged in, with the stored slices. */
export function replayPreloadedState(state: SnapshotState): Partial<RootState> {
  return {
    session: { isLoggedIn: true, refreshing: false, status: 'idle' },
    profile: { ...emptyProfile, ...state.profile, password: '', status: 'succeeded' },
    vehicles: state.vehicles,
    cycles: state.cycles,
    services: state.services,
    notifications: state.notifications,
  };
}
