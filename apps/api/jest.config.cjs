const { availableParallelism } = require('node:os');

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // One real PostgreSQL for the whole run; each e2e file gets a database of its own.
  globalSetup: '<rootDir>/test/helpers/start-test-postgres.ts',
  globalTeardown: '<rootDir>/test/helpers/stop-test-postgres.ts',
  // Each e2e file migrates a database of its own before its tests: on a busy 2-core machine that outlasts 5 s.
  testTimeout: 30_000,
  // Nx runs this project alone; one core stays with the run's PostgreSQL, which does most of the e2e work.
  maxWorkers: Math.max(1, availableParallelism() - 1),
  coverageDirectory: '../../coverage/apps/api',
};
