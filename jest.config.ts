import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/**
 * Two projects:
 * - `unit`: jsdom (jest-fixed-jsdom) with the MSW server of the mock backend answering every call;
 *   unit, saga, component and story tests.
 * - `pact`: Node, without MSW (it would intercept the Pact mock server); consumer contracts.
 * Sources are compiled to CommonJS by @swc/jest; ESM-only packages (msw, storybook) load natively
 * under NODE_OPTIONS=--experimental-vm-modules (see the npm scripts).
 *
 * JEST_PROJECT=<name> keeps only that project (`npm run test:unit` sets it). Unlike
 * `--selectProjects`, which reads every following word as a project name, it leaves the command's
 * arguments to Jest: `npm run test:unit -- src/lib` runs that folder only.
 */
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@/config/env$': '<rootDir>/src/testing/env.ts',
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@mock/(.*)$': '<rootDir>/mock-server/$1',
  '\\.(css|svg|png)$': '<rootDir>/src/testing/fileStub.ts',
};

const config: Config = {
  // At least two workers. Jest's default (one core kept for its main process, which only hands out
  // files and gathers results) leaves a 2-core machine a single worker; `npm test` runs the unit
  // group alone there (scripts/test.ts). Measured on 2 busy cores, 32 files: 55 s and 67 s of wall
  // time with one worker, 32 s and 44 s with two. Larger machines keep Jest's default.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker that holds more than this after a test file is replaced: the module registries of ESM
  // packages (Chakra, msw, Storybook) pile up from file to file.
  workerIdleMemoryLimit: '2GB',
  // A test may take 15 s, not Jest's 5 s: with two workers on 2 cores that other work shares, one
  // test of the mock backend took longer (mock-server/db/snapshot.test.ts). The waits inside a test
  // keep their own limits (asyncUtilTimeout in setupTests.ts). A global option: Jest ignores it in
  // a project.
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/mock-server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['\\.pact\\.test\\.ts$'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(localforage)/)'],
      moduleNameMapper,
      setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
      setupFilesAfterEnv: [
        '<rootDir>/src/testing/setupTests.ts',
        '<rootDir>/src/testing/storybookSetup.ts',
      ],
    },
    {
      displayName: 'pact',
      testEnvironment: 'node',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.pact.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(localforage)/)'],
      moduleNameMapper,
      // The Pact mock server answers over real sockets: the first test of a file starts it.
      testTimeout: 30_000,
    },
  ].filter(
    (project) => !process.env.JEST_PROJECT || project.displayName === process.env.JEST_PROJECT,
  ),
};

export default config;
