module.exports = {
  displayName: 'api-e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // Boots the production bundle, embedded PostgreSQL included: give it time on a cold machine.
  testTimeout: 60000,
  coverageDirectory: '../../coverage/api-e2e',
};
