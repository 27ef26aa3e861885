import type { Config } from 'jest';

// Tests are transpiled only, each file on its own, by SWC; `npm run typecheck` type-checks the whole
// tree once. SWC rather than ts-jest: on a fresh clone (an empty jest cache) TypeScript's compiler
// spent about a minute of CPU transpiling the same files in the three jest runs CI starts at once.
// SWC hoists `jest.mock` calls above the imports as ts-jest does, and emits CommonJS or, for a
// module jest loads as an ES module (through `import()`, as @fastify/cookie loads `cookie`), ES
// module code.
const swc = (parser: Record<string, unknown>): [string, Record<string, unknown>] => [
  '@swc/jest',
  {
    jsc: {
      parser,
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const transform = {
  '^.+\\.ts$': swc({ syntax: 'typescript' }),
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  // A few dependencies ship ES modules only; jest (CommonJS here) needs them compiled.
  '^.+\\.m?js$': swc({ syntax: 'ecmascript' }),
};
const esmOnly = ['content-disposition', 'cookie', 'set-cookie-parser'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
const moduleNameMapper = {
  '\\.css$': '<rootDir>/src/testing/styleStub.js',
  '\\.(png|jpe?g|svg|webp|gif|pdf)$': '<rootDir>/src/testing/fileStub.js',
};

const config: Config = {
  // A server hook builds an app and registers members, submits and verifies through it: on a
  // 2-core machine running both CI passes and the browser at once that can pass jest's 5 s
  // default, and on a host that slowed the machine threefold, 30 s. No test's verdict depends on speed, so the limit only catches a hang. Jest honours
  // testTimeout here, at the top, and ignores it inside a project.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/src/testing/summaryReporter.js'],
  projects: [
    {
      displayName: 'shared',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/shared/**/*.test.ts', '<rootDir>/config/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
    {
      displayName: 'server',
      // Node's, with a map that outlives each test file: the embedded database passes from one file
      // to the next of the same worker process instead of being opened again (testing/testDb.ts).
      testEnvironment: '<rootDir>/src/server/testing/environment.ts',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/server/**/*.test.ts'],
      globalSetup: '<rootDir>/src/server/testing/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/testing/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/src/server/testing/setupFile.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ['<rootDir>/src/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/clientSetup.ts'],
    },
    {
      displayName: 'browser',
      // Node's, telling the hooks whether a journey failed, so its pages are described (setupFile.ts).
      testEnvironment: '<rootDir>/src/e2e/environment.ts',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/e2e/**/*.e2e.ts'],
      // Every hook here starts Chromium or a server, which takes seconds on a busy machine (jest
      // reads testTimeout from the top-level config only, so the browser's longer one is set here).
      setupFilesAfterEnv: ['<rootDir>/src/e2e/setupFile.ts'],
      globalSetup: '<rootDir>/src/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/src/e2e/globalTeardown.ts',
    },
  ],
};

export default config;
