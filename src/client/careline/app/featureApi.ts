import { getContext, type Effect } from 'redux-saga/effects';

/**
 * The calls of a screen that is a lazy chunk: its own (`calls()`, which travel in the chunk, not in
 * the console's first page), unless the saga context's api has them already (a test's fixtures).
 *
 *   const api: AuditLogApi = yield* featureApi(auditLogCalls);
 */
export function* featureApi<T extends object>(calls: () => T): Generator<Effect, T, any> {
  const api: Partial<T> = yield getContext('api');
  return { ...calls(), ...api };
}
