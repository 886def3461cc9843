module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'settings-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
