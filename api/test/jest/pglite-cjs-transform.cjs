// PGlite's CommonJS build loads Node built-ins with `await import("fs")`.
// Jest runs test files in a vm context where a dynamic import needs
// --experimental-vm-modules, so this turns those imports into requires.
const { createHash } = require('node:crypto');

const DYNAMIC_IMPORT = /\bimport\((["'])([^"']+)\1\)/g;

module.exports = {
  process(source) {
    return {
      code: `const __pgliteRequire = require;\n${source.replace(
        DYNAMIC_IMPORT,
        (_match, quote, specifier) => `Promise.resolve(__pgliteRequire(${quote}${specifier}${quote}))`,
      )}`,
    };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('pglite-cjs-transform-1').update(filename).update(source).digest('hex');
  },
};
