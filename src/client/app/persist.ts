import { createMigrate, type MigrationManifest, type PersistConfig, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/** Slices that survive a reload: the member's own data. Never the session: tokens live in cookies. */
export const persistedSlices = ['profile', 'vehicles', 'cycles', 'services', 'notifications'] as const;

const migrations: MigrationManifest = {
  // Version 1 is the first stored shape; anything older (or a stray key) is dropped.
  1: (state: PersistedState) => {
    if (!state) return state;
    const kept: Record<string, unknown> = { _persist: state._persist };
    for (const key of persistedSlices) {
      if (key in state) kept[key] = (state as unknown as Record<string, unknown>)[key];
    }
    return kept as unknown as PersistedState;
  },
};

export const PERSIST_VERSION = 1;

export function persistConfigFor<S>(): PersistConfig<S> {
  return {
    key: 'root',
    version: PERSIST_VERSION,
    storage,
    whitelist: [...persistedSlices] as string[],
    migrate: createMigrate(migrations, { debug: false }),
    // A slow phone should not write storage on every keystroke-driven action.
    throttle: 500,
  };
}
