const { markdownTransformIgnore } = require('../tools/jest/markdown-esm.js');

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'catalog-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  // The Markdown preview (portfolio) and info text (catalog) render with react-markdown.
  transformIgnorePatterns: markdownTransformIgnore,
};
