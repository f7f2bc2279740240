const path = require('node:path');
const { webJestConfig } = require('../tooling/jest/web.cjs');

const config = webJestConfig(__dirname);

module.exports = { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, path.join(__dirname, 'src/test-utils/english-texts.ts')] };
