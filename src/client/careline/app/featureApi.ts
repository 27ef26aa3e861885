import { getContext, type Effect } from 'redux-saga/effects';
import type { Transport } from '../../frame/api/frameApi';

/**
 * The calls of a screen, built on the console's transport (`send`, `fetchFile`) by the screen's own
 * `calls`, which travel in the screen's chunk, not in the console's first page. Whatever the saga
 * context's api already has (a test's fixtures) wins.
 *
 *   const api: AuditLogApi = yield* featureApi(auditLogCalls);
 */
export function* featureApi<T extends object>(calls: (transport: Transport) => T): Generator<Effect, T, any> {
  const api: Transport & Partial<T> = yield getContext('api');
  return { ...calls(api), ...api };
}
