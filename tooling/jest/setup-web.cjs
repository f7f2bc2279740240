require('@testing-library/jest-dom');

// jsdom lacks the encoders react-router needs; Node has them.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: pages load lazy chunks (charts, dialogs)
// and CI shares two cores between the suites; a real failure still fails, five seconds later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
