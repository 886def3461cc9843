module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'commerce-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
