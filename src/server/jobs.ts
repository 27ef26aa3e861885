/** A background job of one node: run at once, then every `minutes`. */
export interface RepeatingJob {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then every `minutes`, never two at once: a run still going when the next is due
 * is not doubled. `run(first)` is told whether it is the run at start. Errors are the job's to log.
 */
export function repeatEvery(minutes: number, run: (first: boolean) => Promise<void>): RepeatingJob {
  let running: Promise<void> | null = null;
  const start = (first: boolean) => {
    if (running) return;
    running = run(first).finally(() => {
      running = null;
    });
  };
  start(true);
  const timer = setInterval(() => start(false), minutes * 60 * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
