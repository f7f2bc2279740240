require('@testing-library/jest-dom');

// jsdom lacks the encoders react-router needs; Node has them.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
