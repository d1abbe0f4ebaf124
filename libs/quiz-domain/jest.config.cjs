module.exports = {
  displayName: 'quiz-domain',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/quiz-domain',
};
