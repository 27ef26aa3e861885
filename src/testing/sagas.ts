import { call, race, take } from 'redux-saga/effects';

/**
 * For expectSaga's `run`: until the saga ends. Its default stops a saga after 250 ms, which a saga
 * that does finish can take on a busy machine; a saga that hangs meets jest's own time limit.
 * (`silentRun`, for sagas that never end, keeps its time limit.)
 */
export const UNTIL_DONE = { timeout: false } as const;

/**
 * A saga that never ends (a watcher) run until it puts an action of `type`, then cancelled: for a
 * test that waits on the saga's own timers, where a time budget would fail on a busy machine.
 */
export function untilPut(saga: () => Generator, type: string): () => Generator {
  return function* runUntilPut() {
    yield race({ saga: call(saga), done: take(type) });
  };
}
