module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'portfolio-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
};
