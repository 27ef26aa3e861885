import { testSaga } from 'redux-saga-test-plan';
import type { EventChannel } from 'redux-saga';
import { call, delay, take } from 'redux-saga/effects';
import { currentBuildId } from '../../../../frame/buildId';
import { now } from '../../../../frame/clock';
import { afterFirstPaint } from '../../../../frame/firstPaint';
import { appStarted } from '../../../../frame/events';
import { logFailure } from '../../../../frame/log';
import type { BuildMeta } from '../../../../../shared/contract/buildMeta';
import { fixtureApi } from '../../../app/testUtils';
import { alreadyReloadedFor, clearCacheStorage, reloadPage, rememberReloadFor } from '../../../../frame/buildCheck/browser';
import { BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_MIN_GAP_MS, WORKER_TAKEOVER_LIMIT_MS, checkForNewBuild, visibilityChannel, watchBuildVersion } from '../../../../frame/buildCheck/buildVersion';
import { forgetServiceWorker, newBuildWorkerTakesOver, registerServiceWorker } from '../../../../frame/buildCheck/serviceWorker';

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
  const channel = channelStub();
  // The app passes in whether a support replay is open; the answers below play it.
  const replayOpen = () => false;

  it('never starts in a support replay', () => {
    testSaga(watchBuildVersion, replayOpen).next().getContext('replay').next(true).isDone();
  });

  it('checks on start, then waits for the interval or the tab coming back, and skips while a replay is open', () => {
    testSaga(watchBuildVersion, replayOpen)
      .next()
      .getContext('replay')
      .next(undefined)
      .take(appStarted.type)
      .next(appStarted())
      // Not before the page the member opened is on screen.
      .call(afterFirstPaint)
      .next()
      .fork(registerServiceWorker)
      .next()
      .call(visibilityChannel)
      .next(channel)
      .select(replayOpen)
      .next(false)
      .call(now)
      .next(1_000_000)
      .call(checkForNewBuild)
      .next(false)
      .race({ tick: delay(BUILD_CHECK_INTERVAL_MS), visible: take(channel) })
      .next({ visible: true })
      // Support staff opened a replay: nothing reaches the server meanwhile.
      .select(replayOpen)
      .next(true)
      .call(now)
      .next(1_000_000 + BUILD_CHECK_MIN_GAP_MS)
      .race({ tick: delay(BUILD_CHECK_INTERVAL_MS), visible: take(channel) })
      .next({ tick: true })
      .select(replayOpen)
      .next(false)
      .call(now)
      .next(1_000_000 + BUILD_CHECK_MIN_GAP_MS + 1)
      .call(checkForNewBuild)
      // A reload is under way: the loop ends (and closes its channel).
      .next(true)
      .next()
      .isDone();
    expect(channel.close).toHaveBeenCalled();
  });

  it('does not ask again when the tab flickers back into view within a minute', () => {
    testSaga(watchBuildVersion, replayOpen)
      .next()
      .getContext('replay')
      .next(undefined)
      .take(appStarted.type)
      .next(appStarted())
      // Not before the page the member opened is on screen.
      .call(afterFirstPaint)
      .next()
      .fork(registerServiceWorker)
      .next()
      .call(visibilityChannel)
      .next(channel)
      .select(replayOpen)
      .next(false)
      .call(now)
      .next(5_000)
      .call(checkForNewBuild)
      .next(false)
      .race({ tick: delay(BUILD_CHECK_INTERVAL_MS), visible: take(channel) })
      .next({ visible: true })
      .select(replayOpen)
      .next(false)
      .call(now)
      .next(5_000 + BUILD_CHECK_MIN_GAP_MS - 1)
      .race({ tick: delay(BUILD_CHECK_INTERVAL_MS), visible: take(channel) });
  });
});

function channelStub() {
  return { take: jest.fn(), flush: jest.fn(), close: jest.fn() } as unknown as EventChannel<true> & { close: jest.Mock };
}
