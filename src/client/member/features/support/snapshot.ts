import { persistedSlices, type PersistedSlices } from '../../app/persist';
import { redact } from './redact';

/** A member's file is a few hundred KB at most; anything far bigger is not one. */
export const MAX_SNAPSHOT_MB = 5;

/** What a diagnostic file says it is, so a stray JSON file is recognised as not one. */
export const SNAPSHOT_KIND = 'quartz-loyalty-support-snapshot';

/** Where the member was: the router's location, its page state included (guids, never data). */
export interface SnapshotRoute {
  pathname: string;
  search: string;
  state: unknown;
}

/** The persisted slices as the store keeps them. */
export type SnapshotState = PersistedSlices;

/** The diagnostic file. `version` is the persisted state's (redux-persist) version. */
export interface SupportSnapshot {
  kind: typeof SNAPSHOT_KIND;
  version: number;
  /** __BUILD_ID__ of the app that wrote it. */
  app_version: string;
  created_at: string;
  route: SnapshotRoute;
  state: SnapshotState;
}

/** A snapshot read back: migrated to this app's version, redacted again, ready to replay. */
export interface ReplaySnapshot extends SupportSnapshot {
  /** The version the file was written with, before migration. */
  file_version: number;
}

/** Why a file cannot be replayed; `code` picks the text support staff read. */
export type SnapshotProblem =
  | { code: 'tooLarge'; maxMb: number }
  | { code: 'unreadable' }
  | { code: 'notJson' }
  | { code: 'notSnapshot' }
  | { code: 'badVersion' }
  | { code: 'newerVersion'; version: number; supported: number }
  | { code: 'missingData'; part: string }
  | { code: 'migrationFailed'; detail: string };

export interface SnapshotInput {
  state: SnapshotState;
  route: SnapshotRoute;
  version: number;
  appVersion: string;
  createdAt: string;
}

/** Builds the diagnostic file from the store's persisted slices, redacted whatever they hold. */
export function buildSnapshot({ state, route, version, appVersion, createdAt }: SnapshotInput): SupportSnapshot {
  const slices: Record<string, unknown> = {};
  for (const name of persistedSlices) slices[name] = state[name];
  return {
    kind: SNAPSHOT_KIND,
    version,
    app_version: appVersion,
    created_at: createdAt,
    route: redact({ pathname: route.pathname, search: route.search, state: route.state ?? null }) as SnapshotRoute,
    state: redact(slices) as SnapshotState,
  };
}

/** The file's name: the programme, the day and the time, so several files sort in order. */
export function snapshotFileName(createdAt: string): string {
  return `quartz-diagnostic-${createdAt.replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z')}.json`;
}
