const os = require('node:os');

/**
 * How many jest workers the suites use: jest's own default (one fewer than
 * the CPUs, a core left to the main process), but never fewer than two. On a
 * two-CPU machine the default is one worker, and the suites wait on module
 * loading, PGlite and the database server more than on the main process:
 * measured on such a machine, two workers ran the web suites in 88 s instead
 * of 160 s and the API suite on PGlite in 238 s instead of 411 s. The API
 * suite on PostgreSQL keeps one worker for now (api/jest.config.cjs).
 */
function testWorkers() {
  return Math.max(2, os.availableParallelism() - 1);
}

module.exports = { testWorkers };
