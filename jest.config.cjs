/** Jest projects: unit, integration (DynamoDB Local), infra (CDK assertions), web (jsdom), e2e (browser against the twin). */
const swc = [
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
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
/** One DynamoDB Local per worker and one seed snapshot for the whole run (test/support/twin-run.setup.ts). */
const twinRun = {
  globalSetup: '<rootDir>/test/support/twin-run.setup.ts',
  globalTeardown: '<rootDir>/test/support/twin-run.teardown.ts',
};
const base = {
  transform,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // Three workers on the two cores: with two, a tenth to a sixth of the CPU sat idle while files
  // waited on their twin, browser or simulated clock (docs/performance.md, "Eighth pass").
  maxWorkers: 3,
  // Files marked `@runs-long` start first in a run with no times from an earlier one (CI's clean clone).
  testSequencer: '<rootDir>/test/support/long-first-sequencer.cjs',
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/shared/src/**/*.test.ts',
        '<rootDir>/lambdas/src/**/*.test.ts',
        '<rootDir>/infra/local/**/*.test.ts',
        '<rootDir>/tools/codegen/**/*.test.ts',
        '<rootDir>/tools/simulate/**/*.test.ts',
        '<rootDir>/web/vite/**/*.test.ts',
        '<rootDir>/test/support/**/*.test.ts',
      ],
    },
    {
      ...base,
      ...twinRun,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tests.ts', '<rootDir>/test/support/scan-guard.ts'],
    },
    {
      ...base,
      // The run's synthesized templates, shared by the files (test/infra/support/template-cache.ts).
      globalSetup: '<rootDir>/test/infra/support/template-cache.setup.ts',
      globalTeardown: '<rootDir>/test/infra/support/template-cache.teardown.ts',
      displayName: 'infra',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // The build defines it from the bundled English (vite.config.ts); tests list languages at it or not.
      globals: { __ENGLISH_TEXTS_VERSION__: 'bundled-english-version' },
      testMatch: ['<rootDir>/web/src/**/*.test.tsx', '<rootDir>/web/src/**/*.test.ts'],
      transformIgnorePatterns: [
        '/node_modules/(?!(@cloudscape-design|d3-.*|internmap|mnth|date-fns|ace-builds)/)',
      ],
      moduleNameMapper: { '\\.(css|scss)$': '<rootDir>/test/support/style-mock.cjs' },
      setupFiles: ['<rootDir>/web/src/testing/jsdom-polyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/amplify-unconfigured.tsx'],
    },
    {
      ...base,
      // The pool, and one Chromium for the run.
      globalSetup: '<rootDir>/test/e2e/support/e2e.setup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/e2e.teardown.ts',
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/slow-tests.ts', '<rootDir>/test/support/scan-guard.ts'],
    },
  ],
};
