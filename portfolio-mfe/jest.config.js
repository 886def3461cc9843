// react-markdown (the product info preview) and the unified/micromark packages it uses ship ES
// modules only: Jest (CJS) must compile them like our own code (as catalog-mfe does).
const esmOnly = [
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'devlop',
  'zwitch',
  'ccount',
  'longest-streak',
  'trim-lines',
  'vfile[^/]*',
  'remark-[^/]+',
  'micromark[^/]*',
  'mdast-[^/]+',
  'hast-[^/]+',
  'unist-[^/]+',
  'estree-util-[^/]+',
  'character-[^/]+',
  'decode-named-character-reference',
  'parse-entities',
  'stringify-entities',
  'is-(?:alphanumerical|alphabetical|decimal|hexadecimal|plain-obj)',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  '@ungap/structured-clone',
];

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'portfolio-mfe',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmOnly.join('|')})/)`],
};
