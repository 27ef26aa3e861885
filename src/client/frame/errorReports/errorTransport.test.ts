import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import type { ClientErrorEntry, ClientErrorReport } from '../../../shared/contract/errorReports';
import { now } from '../clock';
import { rootReducer } from '../../member/app/store';
import { fixtureApi } from '../../member/app/testUtils';
import { onClientError, reportBoundaryError } from './errorCapture';
import { mergeDuplicates, runErrorTransport, type TransportLimits } from './errorTransport';
import { delayFn, UNTIL_DONE } from '../../../testing/sagas';

const entry = (message: string, source: ClientErrorEntry['source'] = 'window'): ClientErrorEntry => ({ source, message, url: '/loyalty', build_id: 'test' });

function transport(limits: TransportLimits, clock: { at: number }, replayOpen = false) {
  const reports: ClientErrorReport[] = [];
  const api = fixtureApi({
    reportClientErrors: async (report) => {
      reports.push(report);
      return { status_code: 200, result: { received: report.entries.length }, error: null };
    },
  });
  const source: Channel<ClientErrorEntry> = channel();
  // Asked once per batch, just before it is sent or dropped: the test waits for these, not for time.
  let decided = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const paused = () => {
    decided += 1;
    for (const waiter of waiters.filter(({ count }) => count <= decided)) waiter.resolve();
    return replayOpen;
  };
  const batchesDecided = (count: number) =>
    new Promise<void>((resolve) => {
      if (decided >= count) resolve();
      else waiters.push({ count, resolve });
    });
  /**
   * Runs the transport while `drive` feeds it, then closes its source, which ends it. A batch
   * window closes as soon as the entries put together have been taken (each `delay` ends on the
   * next turn of promises), so they travel together; `decided(n)` waits until n batches were sent
   * or dropped.
   */
  const run = async (drive: (source: Channel<ClientErrorEntry>, decided: (count: number) => Promise<void>) => Promise<void>) => {
    const running = expectSaga(runErrorTransport, source, paused, limits)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api], [matchers.call.fn(now), dynamic(() => clock.at)], [matchers.call.fn(delayFn), dynamic(() => Promise.resolve(true))]])
      .run(UNTIL_DONE);
    await drive(source, batchesDecided);
    source.close();
    await running;
  };
  return { reports, run };
}

describe('the log transport', () => {
  it('sends errors that come close together as one report, at most batchMax at a time', async () => {
    const clock = { at: 0 };
    const { reports, run } = transport({ batchWindowMs: 40, batchMax: 10, reportsPerWindow: 10, rateWindowMs: 60_000 }, clock);
    await run(async (source, decided) => {
      for (let i = 1; i <= 12; i++) source.put(entry(`Error ${i}`));
      await decided(2);
    });
    expect(reports.map((report) => report.entries.length)).toEqual([10, 2]);
    expect(reports[0].entries[0]).toMatchObject({ source: 'window', message: 'Error 1', count: 1 });
    expect(reports[1].entries.map((e) => e.message)).toEqual(['Error 11', 'Error 12']);
  });

  it('sends one entry with its count for an error repeated in a loop', async () => {
    const clock = { at: 0 };
    const { reports, run } = transport({ batchWindowMs: 30, batchMax: 50, reportsPerWindow: 10, rateWindowMs: 60_000 }, clock);
    await run(async (source, decided) => {
      for (let i = 0; i < 7; i++) source.put(entry('Maximum update depth exceeded', 'console'));
      await decided(1);
    });
    expect(reports).toHaveLength(1);
    expect(reports[0].entries).toEqual([{ ...entry('Maximum update depth exceeded', 'console'), count: 7 }]);
  });

  it('keeps to its rate limit and tells the next report how many errors it dropped', async () => {
    const clock = { at: 0 };
    const { reports, run } = transport({ batchWindowMs: 5, batchMax: 10, reportsPerWindow: 2, rateWindowMs: 10_000 }, clock);
    await run(async (source, decided) => {
      for (let burst = 1; burst <= 4; burst++) {
        source.put(entry(`Burst ${burst}`));
        await decided(burst);
      }
      // A minute later by the transport's clock: the window has room again.
      clock.at = 20_000;
      source.put(entry('Later'));
      await decided(5);
    });
    expect(reports.map((report) => report.entries.map((e) => e.message))).toEqual([['Burst 1'], ['Burst 2'], ['Later']]);
    expect(reports[2].dropped).toBe(2);
    expect(reports[0]).not.toHaveProperty('dropped');
  });

  it('sends nothing while a support replay is open', async () => {
    const clock = { at: 0 };
    const { reports, run } = transport({ batchWindowMs: 5, batchMax: 10, reportsPerWindow: 10, rateWindowMs: 60_000 }, clock, true);
    await run(async (source, decided) => {
      source.put(entry('During the replay'));
      await decided(1);
    });
    expect(reports).toEqual([]);
  });
});

describe('merging duplicates', () => {
  it('keeps different errors apart and the first of each', () => {
    const merged = mergeDuplicates([entry('A'), entry('B'), entry('A'), entry('A', 'console')]);
    expect(merged.map((e) => [e.source, e.message, e.count])).toEqual([
      ['window', 'A', 2],
      ['window', 'B', 1],
      ['console', 'A', 1],
    ]);
  });
});

describe('what the page reports', () => {
  const seen: ClientErrorEntry[] = [];
  let unsubscribe: () => void;
  let silence: jest.SpyInstance;
  beforeAll(() => {
    silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    unsubscribe = onClientError((e) => seen.push(e));
  });
  afterAll(() => {
    unsubscribe();
    silence.mockRestore();
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('hears console.error, uncaught errors and unhandled rejections', () => {
    console.error('Warning: something broke', 42);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('fetch failed');
    window.dispatchEvent(rejection);
    expect(seen.map((e) => [e.source, e.message])).toEqual([
      ['console', 'Warning: something broke 42'],
      ['window', 'TypeError: x is undefined'],
      ['unhandledrejection', 'Error: fetch failed'],
    ]);
    expect(seen[1].stack).toContain('TypeError');
  });

  it('takes the error boundary’s crashes with their component stack', () => {
    reportBoundaryError(new Error('render failed'), '\n    at VehicleCard\n    at DashboardPage');
    expect(seen).toEqual([expect.objectContaining({ source: 'boundary', message: 'Error: render failed', stack: expect.stringContaining('at VehicleCard') })]);
  });

  it('scrubs tokens before anything leaves the page', () => {
    console.error('refresh failed for Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig at /login?access_token=abc');
    expect(seen[0].message).toBe('refresh failed for Bearer [redacted] at /login?access_token=[redacted]');
  });
});
