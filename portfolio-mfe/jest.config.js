const { markdownTransformIgnore } = require('../tools/jest/markdown-esm.js');

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'portfolio-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  // The Markdown preview renders with react-markdown.
  transformIgnorePatterns: markdownTransformIgnore,
};
