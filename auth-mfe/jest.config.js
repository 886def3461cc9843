module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'auth-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
