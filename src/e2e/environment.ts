import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';

/**
 * Node's environment for the browser journeys, telling the journey's hooks whether the test that
 * just ran failed (`journeyFailed` on the global object): jest gives an afterEach hook no verdict,
 * and the failing page is worth describing before it is closed (setupFile.ts).
 */
export default class JourneyEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global.journeyFailed = false;
    if (event.name === 'test_fn_failure') this.global.journeyFailed = true;
  }
}
