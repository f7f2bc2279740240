// Jest settings for the browser packages (host, remotes, shared): jsdom, SWC,
// Testing Library's matchers. Each package's jest.config.cjs calls this.
const path = require('node:path');

/** @returns {import('jest').Config} */
function webJestConfig(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
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
    moduleNameMapper: { '\\.(css|png|jpe?g|svg|webp)$': path.join(__dirname, 'file-stub.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-web.cjs')],
  };
}

module.exports = { webJestConfig };
