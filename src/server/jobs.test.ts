import { repeatEvery } from './jobs';

describe('a repeating job', () => {
  it('runs at once, and stop() waits for the run in progress', async () => {
    let finish!: () => void;
    const runs: boolean[] = [];
    const job = repeatEvery(60, (first) => {
      runs.push(first);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    expect(runs).toEqual([true]);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('never starts a run while one is going, and stops repeating once stopped', async () => {
    jest.useFakeTimers();
    try {
      let finish!: () => void;
      const runs: boolean[] = [];
      const job = repeatEvery(1, (first) => {
        runs.push(first);
        return new Promise<void>((resolve) => (finish = resolve));
      });
      jest.advanceTimersByTime(3 * 60_000);
      expect(runs).toEqual([true]);
      finish();
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(60_000);
      expect(runs).toEqual([true, false]);
      finish();
      await job.stop();
      jest.advanceTimersByTime(5 * 60_000);
      expect(runs).toEqual([true, false]);
    } finally {
      jest.useRealTimers();
    }
  });
});
