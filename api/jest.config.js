const preset = require('../jest.preset.js');

const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // These ship ES modules only (typebox 1.x; cookie under light-my-request, i.e. app.inject;
  // content-disposition under @fastify/static, i.e. swagger-ui; @iconify/utils, the icon service).
  // Node 20 can require() them but Jest's CommonJS runtime cannot, so swc converts them. A new
  // "Must use import to load ES Module" error in tests means one more name belongs in this list.
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/)?(typebox|cookie|content-disposition|@iconify/utils)/)',
  ],
  // PGlite boots a WebAssembly Postgres per test file; give the first boot room on slow machines.
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
