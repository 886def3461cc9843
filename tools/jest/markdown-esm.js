// react-markdown and the unified/micromark packages it uses ship ES modules only: Jest (CJS) must
// compile them like our own code. Used by every project that renders Markdown.
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

/** transformIgnorePatterns that let Jest compile those packages. */
module.exports = { markdownTransformIgnore: [`/node_modules/(?!(?:${esmOnly.join('|')})/)`] };
