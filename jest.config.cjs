// The browser-side jest projects; the API has its own config (api/jest.config.cjs)
// because it runs once per database.
const { testWorkers } = require('./tooling/jest/workers.cjs');

module.exports = {
  maxWorkers: testWorkers(),
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-auth',
    '<rootDir>/remote-player',
    '<rootDir>/remote-resources',
    '<rootDir>/remote-workers',
    '<rootDir>/remote-explore',
    '<rootDir>/tooling',
    '<rootDir>/scripts',
  ],
};
