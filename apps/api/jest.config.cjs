module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // One real PostgreSQL for the whole run; each e2e file gets a database of its own.
  globalSetup: '<rootDir>/test/helpers/start-test-postgres.ts',
  globalTeardown: '<rootDir>/test/helpers/stop-test-postgres.ts',
  coverageDirectory: '../../coverage/apps/api',
};
