module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shared-auth',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
