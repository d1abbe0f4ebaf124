module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/style-stub.ts',
    '^chart\\.js$': '<rootDir>/src/testing/chart-stub.ts',
  },
  coverageDirectory: '../../coverage/apps/web',
};
