const { webJestConfig } = require('../tooling/jest/web.cjs');

// react-markdown and the unified packages under it ship ES modules only: jest
// (CommonJS on Node 20) compiles them with the same SWC transform as our code.
const ESM_ONLY = [
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'vfile',
  'vfile-message',
  'devlop',
  'is-plain-obj',
  'ccount',
  'zwitch',
  'longest-streak',
  'trim-lines',
  'html-url-attributes',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'parse-entities',
  'stringify-entities',
  'estree-util-is-identifier-name',
  'character-entities',
  'character-entities-html4',
  'character-entities-legacy',
  'character-reference-invalid',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'remark-parse',
  'remark-rehype',
  'hast-util-[a-z-]+',
  'mdast-util-[a-z-]+',
  'micromark(-[a-z-]+)?',
  'unist-util-[a-z-]+',
];

module.exports = webJestConfig(__dirname, { esmOnly: ESM_ONLY });
