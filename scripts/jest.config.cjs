// The scripts' own tests (static server, stack helpers): Node, SWC, ES modules compiled to CommonJS.
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'mjs', 'js', 'json'],
  transform: {
    '^.+\\.(t|mj|j)s$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // node_modules stay untransformed, except the ESM-only package @fastify/static requires
  // (Node 20's jest runtime can't require ESM; the API's config does the same).
  transformIgnorePatterns: ['/node_modules/(?!.*content-disposition/)'],
};
