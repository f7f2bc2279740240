require('@testing-library/jest-dom');

// jsdom lacks the encoders react-router needs; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
