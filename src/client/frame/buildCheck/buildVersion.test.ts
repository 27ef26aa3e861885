import { channel } from 'redux-saga';
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { call, delay, getContext } from 'redux-saga/effects';
import { currentBuildId } from '../buildId';
import { now } from '../clock';
import { afterFirstPaint } from '../firstPaint';
import { appStarted } from '../events';
import { logFailure } from '../log';
import type { BuildMeta } from '../../../shared/contract/buildMeta';
import { fixtureApi } from '../../member/app/testUtils';
import { alreadyReloadedFor, clearCacheStorage, reloadPage, rememberReloadFor } from './browser';
import { BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_MIN_GAP_MS, WORKER_TAKEOVER_LIMIT_MS, checkForNewBuild, visibilityChannel, watchBuildVersion } from './buildVersion';
import { forgetServiceWorker, newBuildWorkerTakesOver, registerServiceWorker } from './serviceWorker';
import { delayFn, UNTIL_DONE } from '../../../testing/sagas';

const api = fixtureApi();
const newer: BuildMeta = { buildId: 'm8new', builtAt: '2026-03-02T01:00:00.000Z' };

describe('the newer-build check', () => {
  /** The steps up to the new build's service worker taking over, where the outcomes part. */
  const newerBuildSeen = () =>
    testSaga(checkForNewBuild)
      .next()
      .getContext('api')
      .next(api)
      .call(api.getBuildMeta)
      .next(newer)
      .call(currentBuildId)
      .next('m7old') // the running build is older
      .call(alreadyReloadedFor, 'm8new')
      .next(false)
      .call(rememberReloadFor, 'm8new')
      .next()
      .race({ tookOver: call(newBuildWorkerTakesOver), timedOut: delay(WORKER_TAKEOVER_LIMIT_MS) });

  it('lets the new build\'s service worker take over, then reloads into it with its precache kept', () => {
    newerBuildSeen().next({ tookOver: true }).call(reloadPage).next().returns(true);
  });

  it('without a worker to take over, forgets the worker and clears the caches, so the reload comes from the network', () => {
    newerBuildSeen()
      .next({ tookOver: false })
      .call(forgetServiceWorker)
      .next(0)
      .call(clearCacheStorage)
      .next(2)
      .call(reloadPage)
      .next()
      .returns(true);
  });

  it('does the same when the new worker does not take over in time, so the member is never kept on the old build', () => {
    newerBuildSeen()
      .next({ timedOut: true })
      .call(forgetServiceWorker)
      .next(1)
      .call(clearCacheStorage)
      .next(1)
      .call(reloadPage)
      .next()
      .returns(true);
  });

  it('does nothing more when the server still serves the running build', () => {
    testSaga(checkForNewBuild)
      .next()
      .getContext('api')
      .next(api)
      .call(api.getBuildMeta)
      .next({ ...newer, buildId: 'm7old' })
      .call(currentBuildId)
      .next('m7old')
      .returns(false);
  });

  it('does nothing when /meta.json could not be read (offline, a proxy error)', () => {
    testSaga(checkForNewBuild).next().getContext('api').next(api).call(api.getBuildMeta).next(null).call(currentBuildId).next('m7old').returns(false);
  });

  it('does not reload a second time for the same build, so a stale cache cannot make a reload loop', () => {
    testSaga(checkForNewBuild)
      .next()
      .getContext('api')
      .next(api)
      .call(api.getBuildMeta)
      .next(newer)
      .call(currentBuildId)
      .next('m7old')
      .call(alreadyReloadedFor, 'm8new')
      .next(true)
      .call(logFailure, 'build check', 'still m7old after reloading for m8new')
      .next()
      .returns(false);
  });
});

describe('the reload guard and the caches, in the browser', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers the build it reloaded for in this tab only', () => {
    expect(alreadyReloadedFor('m8new')).toBe(false);
    rememberReloadFor('m8new');
    expect(alreadyReloadedFor('m8new')).toBe(true);
    expect(alreadyReloadedFor('m9next')).toBe(false);
  });

  it('empties every Cache Storage cache', async () => {
    const deleted: string[] = [];
    Object.assign(globalThis, {
      caches: { keys: async () => ['workbox-precache', 'images'], delete: async (name: string) => deleted.push(name) > 0 },
    });
    try {
      expect(await clearCacheStorage()).toBe(2);
      expect(deleted).toEqual(['workbox-precache', 'images']);
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });

  it('is a no-op where the browser has no Cache Storage', async () => {
    expect(await clearCacheStorage()).toBe(0);
  });
});

describe('when the check runs', () => {
  it('never starts in a support replay', () => {
    testSaga(watchBuildVersion, () => false).next().getContext('replay').next(true).isDone();
  });

  /** How one wait between checks ends: at what time, by the interval or the tab coming back, and whether a replay is open then. */
  interface WaitEnd {
    at: number;
    by: 'interval' | 'tab shown';
    replayOpen?: boolean;
  }

  /**
   * Runs the check from the app's start at `startAt`, each wait between checks ending as `waits`
   * say. The server names the running build until the waits run out; then it names a newer one
   * and the page reloads, which ends the loop. Answers when the server was asked, and whether
   * always after the first paint.
   */
  async function serverAskedAt(startAt: number, waits: WaitEnd[]) {
    let clock = startAt;
    let replayOpen = false;
    let painted = false;
    let askedBeforePaint = false;
    const left = [...waits];
    const asked: number[] = [];
    const tabShown = channel<true>();
    const close = jest.spyOn(tabShown, 'close');
    await expectSaga(watchBuildVersion, () => replayOpen)
      .provide([
        [getContext('replay'), false],
        [matchers.call.fn(afterFirstPaint), dynamic(() => Promise.resolve().then(() => void (painted = true)))],
        [matchers.fork.fn(registerServiceWorker), undefined],
        [matchers.call.fn(visibilityChannel), tabShown],
        [matchers.call.fn(now), dynamic(() => clock)],
        [
          matchers.call.fn(checkForNewBuild),
          dynamic(() => {
            asked.push(clock);
            askedBeforePaint ||= !painted;
            return left.length === 0;
          }),
        ],
        [
          matchers.call.fn(delayFn),
          dynamic(() => {
            const end = left.shift();
            if (!end) throw new Error('waited again after the reload');
            clock = end.at;
            replayOpen = end.replayOpen ?? false;
            if (end.by === 'interval') return Promise.resolve(true);
            tabShown.put(true);
            return new Promise(() => undefined);
          }),
        ],
      ])
      .dispatch(appStarted())
      .run(UNTIL_DONE);
    return { asked, askedBeforePaint, channelClosed: close.mock.calls.length > 0 };
  }

  it('checks once the first screen is painted, then when the interval passes or the tab comes back, skipping while a replay is open; a reload ends it', async () => {
    const start = 1_000_000;
    const { asked, askedBeforePaint, channelClosed } = await serverAskedAt(start, [
      { at: start + BUILD_CHECK_MIN_GAP_MS, by: 'tab shown', replayOpen: true },
      { at: start + BUILD_CHECK_INTERVAL_MS, by: 'interval' },
      { at: start + BUILD_CHECK_INTERVAL_MS + BUILD_CHECK_MIN_GAP_MS, by: 'tab shown' },
    ]);
    expect(asked).toEqual([start, start + BUILD_CHECK_INTERVAL_MS, start + BUILD_CHECK_INTERVAL_MS + BUILD_CHECK_MIN_GAP_MS]);
    expect(askedBeforePaint).toBe(false);
    expect(channelClosed).toBe(true);
  });

  it('does not ask again when the tab flickers back into view within a minute', async () => {
    const { asked } = await serverAskedAt(5_000, [
      { at: 5_000 + BUILD_CHECK_MIN_GAP_MS - 1, by: 'tab shown' },
      { at: 5_000 + BUILD_CHECK_MIN_GAP_MS, by: 'tab shown' },
    ]);
    expect(asked).toEqual([5_000, 5_000 + BUILD_CHECK_MIN_GAP_MS]);
  });
});
