import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

/**
 * Jest loads this module once per worker process, so the map outlives each test file's own module
 * registry: what one server test file leaves for the next one the process runs (testDb.ts keeps
 * its embedded database's thread here).
 */
const keptAcrossFiles = new Map<string, unknown>();

/** Node's environment for the server tests, with `keptAcrossFiles` on the global object. */
export default class ServerTestEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global.keptAcrossFiles = keptAcrossFiles;
  }
}
