// Shared Jest settings: every project transforms TypeScript with swc.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/../tools/jest/setup-globals.js'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Component tests type into real forms; on a busy 2-core CI machine one can take over the
  // default 5 s. This only bounds a hung test; it asserts nothing about speed.
  testTimeout: 30_000,
  moduleNameMapper: {
    '\\.(css|png|svg|jpg|webp)$': '<rootDir>/../tools/jest/file-stub.js',
  },
};
