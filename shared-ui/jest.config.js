module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shared-ui',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
