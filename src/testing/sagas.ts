import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { call, delay, race, take } from 'redux-saga/effects';

/**
 * For expectSaga's `run`: until the saga ends. Its default stops a saga after 250 ms, which a saga
 * that does finish can take on a busy machine; a saga that hangs meets jest's own time limit. A
 * saga that never ends (a watcher) runs under `untilPut` or `withSteps`, not `silentRun(ms)`,
 * whose verdict depends on what the machine managed in those milliseconds.
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

/**
 * A saga that never ends run beside the member's steps, until the steps end: the steps `put` what
 * the member does and `take` what they wait for, so each one follows the saga's progress, not the
 * clock. End the steps on something the saga did: an action put just before their end may not
 * have reached the saga yet.
 */
export function withSteps(saga: () => Generator, steps: () => Generator): () => Generator {
  return function* runWithSteps() {
    yield race({ saga: call(saga), steps: call(steps) });
  };
}

/** What `delay(ms)` calls: a provider matches it with `matchers.call.fn(delayFn)`. */
export const delayFn = delay(0).payload.fn;

/** For expectSaga's `provide`: every `delay` passes at once, where the wait is not the point. */
export const noDelay: StaticProvider = [matchers.call.fn(delayFn), null];

/**
 * For expectSaga's `provide`: every `delay` lasts until the test calls `pass()`, so a test can look
 * at the state while the saga waits, however long the machine takes to get there.
 */
export function heldDelay(): { provider: StaticProvider; pass: () => void } {
  let pass!: () => void;
  const passed = new Promise<true>((resolve) => {
    pass = () => resolve(true);
  });
  return { provider: [matchers.call.fn(delayFn), passed], pass };
}

/**
 * For expectSaga's `provide`: `taken` resolves when the saga first waits for an action of
 * `pattern`. A fake that answers on it answers only once a saga waits for what it sets off.
 */
export function whenTaken(pattern: string | string[]): { provider: StaticProvider; taken: Promise<void> } {
  let resolveTaken!: () => void;
  const taken = new Promise<void>((resolve) => {
    resolveTaken = resolve;
  });
  const provider: StaticProvider = [
    take(pattern),
    dynamic((_effect, next) => {
      // The saga waits right after this returns; what `taken` sets off follows in a later job.
      resolveTaken();
      return next();
    }),
  ];
  return { provider, taken };
}
