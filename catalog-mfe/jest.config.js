module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'catalog-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
