const { webJestConfig } = require('../tooling/jest/web.cjs');

module.exports = webJestConfig(__dirname);
