import type { Config } from 'jest';

// Tests are transpiled only; `npm run typecheck` type-checks the whole tree once. isolatedModules
// is what makes ts-jest transpile each file on its own: without it every jest worker builds a
// TypeScript program and type-checks each test file and its imports again, most of the suite's CPU
// time on a fresh clone.
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      jsx: 'react-jsx',
      esModuleInterop: true,
      resolveJsonModule: true,
    },
  },
] as const;

// useESM: a module reached through `import()` (as @fastify/cookie loads `cookie`) is emitted as ES
// module code, one reached through `require` as CommonJS; jest says which it needs per load.
const tsJestJs = ['ts-jest', { ...tsJest[1], useESM: true, tsconfig: { ...tsJest[1].tsconfig, allowJs: true } }] as const;

const transform = {
  '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>],
  // A few dependencies ship ES modules only; jest (CommonJS here) needs them compiled.
  '^.+\\.m?js$': tsJestJs as unknown as [string, Record<string, unknown>],
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
  // default. No test's verdict depends on speed, so the limit only catches a hang. Jest honours
  // testTimeout here, at the top, and ignores it inside a project.
  testTimeout: 30_000,
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
      testEnvironment: 'node',
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
