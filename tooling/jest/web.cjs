// Jest settings for the browser packages (host, remotes, shared): jsdom, SWC,
// Testing Library's matchers. Each package's jest.config.cjs calls this.
const path = require('node:path');

const SHARED = path.resolve(__dirname, '../../shared');

/**
 * `@mediawatch/shared` and its subpaths, from its package.json `exports`: the
 * shared package's own files import its entry by name (as a remote does, so a
 * build shares one instance), which Node's resolver does not follow from inside
 * the package itself.
 */
function sharedModuleMapper() {
  const { exports } = require(path.join(SHARED, 'package.json'));
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, file]) => [
      `^@mediawatch/shared${subpath === '.' ? '' : subpath.slice(1).replace(/[.]/g, '\\.')}$`,
      path.join(SHARED, file),
    ]),
  );
}

/** ES-module-only packages the UI kit imports (jest's CommonJS runtime can't require them untransformed). */
const ESM_ONLY = ['d3-[a-z]+', 'internmap'];

/**
 * @param {string} dir
 * @param {{ esmOnly?: string[] }} [options] more ES-module-only packages the package's own code imports
 * @returns {import('jest').Config}
 */
function webJestConfig(dir, { esmOnly = [] } = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Module Federation runtime imports are only meaningful in a webpack build.
    moduleNameMapper: {
      ...sharedModuleMapper(),
      '\\.(css|png|jpe?g|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // A file imported as its address (`?url`, an asset of the build).
      '\\?url$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-web.cjs')],
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${[...ESM_ONLY, ...esmOnly].join('|')})/)`],
  };
}

module.exports = { webJestConfig };
