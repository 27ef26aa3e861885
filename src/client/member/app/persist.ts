import { createMigrate, createTransform, type MigrationManifest, type PersistConfig, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { Service, Vehicle } from '../../../shared/contract/loyalty';
import type cycles from '../../entities/cycles/slice';
import { normaliseLoyalty } from '../../entities/loyalty/normalise';
import type notifications from '../../entities/notifications/slice';
import type { ProfileState } from '../../entities/profile/slice';
import type services from '../../entities/services/slice';
import type vehicles from '../../entities/vehicles/slice';
import { initialAddServiceState, type AddServiceState } from '../features/addService/slice';

/** Slices that survive a reload: the member's own data. Never the session: tokens live in cookies. */
export const persistedSlices = ['profile', 'vehicles', 'cycles', 'services', 'notifications'] as const satisfies readonly (keyof PersistedSlices)[];

/** The persisted slices as the store keeps them (what a support snapshot carries). */
export interface PersistedSlices {
  profile: ProfileState;
  vehicles: ReturnType<typeof vehicles>;
  cycles: ReturnType<typeof cycles>;
  services: ReturnType<typeof services>;
  notifications: ReturnType<typeof notifications>;
}

type Stored = Record<string, unknown>;

/** What a reload keeps of the add-service wizard: the run's place and entries, never an upload's progress or a request in flight. */
export type StoredWizard = Partial<Pick<AddServiceState, 'vehicleGuid' | 'step' | 'furthest' | 'details' | 'submissionId' | 'receipt'>>;

/**
 * The wizard's run survives a reload, so a member at the counter keeps step 4's code and a
 * half-filled run keeps its entries. A run whose service the workshop has answered is not kept.
 */
export const wizardTransform = createTransform<AddServiceState, StoredWizard>(
  (wizard) => {
    if (wizard.poll !== 'idle' && wizard.poll !== 'polling') return {};
    const { vehicleGuid, step, furthest, details, submissionId, receipt } = wizard;
    return { vehicleGuid, step, furthest, details, submissionId, receipt };
  },
  (stored) => ({ ...initialAddServiceState, ...stored }),
  { whitelist: ['addService'] },
);

/**
 * The profile comes back from storage as not yet asked for in this visit: a stored 'succeeded' or
 * 'loading' describes an earlier visit, and a page that waits for the fresh profile (the survey's
 * offer, the dashboard's greeting) would otherwise decide on the stored one before it is asked for.
 */
export const profileTransform = createTransform<ProfileState, ProfileState>(
  (profile) => profile,
  (stored) => ({ ...stored, status: 'idle' }),
  { whitelist: ['profile'] },
);

/** An entity slice as createEntityAdapter keeps it, from a plain list. */
function entityState<T>(list: T[], idOf: (item: T) => string | number): { ids: (string | number)[]; entities: Record<string, T> } {
  const ids: (string | number)[] = [];
  const entities: Record<string, T> = {};
  for (const item of list) {
    const id = idOf(item);
    if (!(String(id) in entities)) ids.push(id);
    entities[String(id)] = item;
  }
  return { ids, entities };
}

/** Version 0 kept the API's lists as they came (vehicles with their services inside); 1 normalises them. */
function normaliseLists(kept: Stored): void {
  if (Array.isArray(kept.vehicles)) {
    const loaded = normaliseLoyalty({ vehicles: kept.vehicles as Vehicle[] });
    const listed = Array.isArray(kept.services) ? (kept.services as Service[]) : [];
    kept.vehicles = entityState(loaded.vehicles, (vehicle) => vehicle.guid);
    kept.services = entityState([...listed, ...loaded.services], (service) => service.guid);
  } else if (Array.isArray(kept.services)) {
    kept.services = entityState(kept.services as Service[], (service) => service.guid);
  }
  if (Array.isArray(kept.cycles)) kept.cycles = entityState(kept.cycles as { guid: string }[], (cycle) => cycle.guid);
  if (Array.isArray(kept.notifications)) kept.notifications = entityState(kept.notifications as { id: number }[], (item) => item.id);
}

const migrations: MigrationManifest = {
  // Version 1 keeps only the member's slices (a stray key, such as an old session, is dropped).
  1: (state: PersistedState) => {
    if (!state) return state;
    const kept: Stored = { _persist: state._persist };
    for (const key of persistedSlices) {
      if (key in state) kept[key] = (state as unknown as Stored)[key];
    }
    normaliseLists(kept);
    return kept as unknown as PersistedState;
  },
};

export const PERSIST_VERSION = 1;

/** Brings a stored state of any older version to PERSIST_VERSION (support snapshots use it too). */
export const migratePersistedState = createMigrate(migrations, { debug: false });

export function persistConfigFor<S>(): PersistConfig<S> {
  return {
    key: 'root',
    version: PERSIST_VERSION,
    storage,
    whitelist: [...persistedSlices, 'addService'] as string[],
    transforms: [wizardTransform, profileTransform],
    migrate: migratePersistedState,
    // A slow phone should not write storage on every keystroke-driven action.
    throttle: 500,
  };
}
