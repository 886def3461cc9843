const preset = require('../jest.preset.js');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // typebox 1.x ships ES modules only; Jest's CommonJS runtime needs them transformed.
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  // PGlite boots a WebAssembly Postgres per test file; give the first boot room on slow machines.
  testTimeout: 30000,
};
