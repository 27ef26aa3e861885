import { contextsStillOpen } from './browser';
import { describeFailedPage } from './failedPage';

// A browser hook starts Chromium or a server; on a busy 2-core machine that alone takes seconds.
// The journeys set their own, longer limits.
jest.setTimeout(60_000);

// A journey that fails leaves its pages open: what they show goes to the log before anything
// closes them (environment.ts says whether the test failed).
afterEach(async () => {
  if (!(globalThis as { journeyFailed?: boolean }).journeyFailed) return;
  const name = expect.getState().currentTestName ?? 'journey';
  for (const { context, consoleErrors } of contextsStillOpen()) {
    for (const page of context.pages()) console.log(await describeFailedPage(page, consoleErrors, name));
  }
});
