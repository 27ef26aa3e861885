import type { PersistedState } from 'redux-persist';
import { PERSIST_VERSION, migratePersistedState, persistedSlices } from '../app/persist';
import { paths } from '../app/paths';
import { redact } from '../features/support/redact';
import { MAX_SNAPSHOT_MB, SNAPSHOT_KIND, type ReplaySnapshot, type SnapshotProblem, type SnapshotRoute, type SnapshotState } from '../features/support/snapshot';

export type SnapshotReading = { ok: true; snapshot: ReplaySnapshot } | { ok: false; problem: SnapshotProblem };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isEntityState = (value: unknown) => isObject(value) && Array.isArray(value.ids) && isObject(value.entities);

const emptyEntities = () => ({ ids: [], entities: {} });

/** Pages a replay must not open on: the replay itself, and logout (it would end the staff member's session). */
const NOT_REPLAYABLE = new Set<string>(['/support/replay', paths.logout]);

function replayRoute(route: unknown): SnapshotRoute {
  const fallback: SnapshotRoute = { pathname: paths.loyalty, search: '', state: null };
  if (!isObject(route) || typeof route.pathname !== 'string') return fallback;
  const { pathname } = route;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || NOT_REPLAYABLE.has(pathname)) return fallback;
  const search = typeof route.search === 'string' && route.search.startsWith('?') ? route.search : '';
  return { pathname, search, state: route.state ?? null };
}

/** The migrated slices, each checked for the shape the app reads; a missing entity slice is empty. */
function checkedState(migrated: Record<string, unknown>): { state: SnapshotState } | { part: string } {
  if (!isObject(migrated.profile) || typeof migrated.profile.fullname !== 'string') return { part: 'profile' };
  const state: Record<string, unknown> = { profile: { status: 'succeeded', ...migrated.profile } };
  for (const name of persistedSlices) {
    if (name === 'profile') continue;
    const slice = migrated[name] ?? emptyEntities();
    if (!isEntityState(slice)) return { part: name };
    state[name] = slice;
  }
  return { state: state as unknown as SnapshotState };
}

/**
 * Reads a diagnostic file: parses it, recognises it, migrates its state through redux-persist's
 * `migrate` from the version it was written with, and redacts it again (a file may have been edited).
 */
export async function readSnapshot(text: string): Promise<SnapshotReading> {
  const fail = (problem: SnapshotProblem): SnapshotReading => ({ ok: false, problem });
  if (text.length > MAX_SNAPSHOT_MB * 1024 * 1024) return fail({ code: 'tooLarge', maxMb: MAX_SNAPSHOT_MB });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail({ code: 'notJson' });
  }
  if (!isObject(parsed) || parsed.kind !== SNAPSHOT_KIND) return fail({ code: 'notSnapshot' });
  const { version } = parsed;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return fail({ code: 'badVersion' });
  if (version > PERSIST_VERSION) return fail({ code: 'newerVersion', version, supported: PERSIST_VERSION });
  if (!isObject(parsed.state)) return fail({ code: 'missingData', part: 'state' });

  let migrated: PersistedState;
  try {
    migrated = await migratePersistedState({ ...parsed.state, _persist: { version, rehydrated: true } } as PersistedState, PERSIST_VERSION);
  } catch (error) {
    return fail({ code: 'migrationFailed', detail: error instanceof Error ? error.message : String(error) });
  }
  const { _persist: _ignored, ...slices } = (migrated ?? {}) as Record<string, unknown>;
  const checked = checkedState(redact(slices) as Record<string, unknown>);
  if ('part' in checked) return fail({ code: 'missingData', part: checked.part });

  return {
    ok: true,
    snapshot: {
      kind: SNAPSHOT_KIND,
      version: PERSIST_VERSION,
      file_version: version,
      app_version: typeof parsed.app_version === 'string' ? parsed.app_version : '',
      created_at: typeof parsed.created_at === 'string' ? parsed.created_at : '',
      route: redact(replayRoute(parsed.route)) as SnapshotRoute,
      state: checked.state,
    },
  };
}
