require('@testing-library/jest-dom');

// jsdom lacks the encoders react-router needs; Node has them.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: pages load lazy chunks (charts, dialogs)
// and CI shares two cores between the suites; a real failure still fails, five seconds later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

// A test may take 20 s, not Jest's 5: a file's first test loads the lazy chunks its page asks for, about
// 2 s alone and past 5 s when CI's two cores also run a browser (the e-journal's withdrawal test did).
// A file that needs longer says so with its own jest.setTimeout.
jest.setTimeout(20_000);

// A text that a rendered component reads and no language has fails the test: a section whose
// texts module was not imported shows its keys instead of its words
// (docs/decisions/0057-texts-registered-by-sections.md). A call that brings its own
// `defaultValue` says what to show without a text, and is not reported.
const path = require('node:path');

const i18next = require(require.resolve('i18next', { paths: [path.resolve(__dirname, '../../shared')] }));

const missing = [];

function missingKeyHandler(_languages, namespace, key, _fallback, _update, options) {
  if (options?.defaultValue === undefined) missing.push(`${namespace}:${key}`);
}

function reportMissing() {
  if (i18next.isInitialized) Object.assign(i18next.options, { saveMissing: true, missingKeyHandler });
}

i18next.on('initialized', reportMissing);
beforeEach(reportMissing);
afterEach(() => {
  const keys = [...new Set(missing.splice(0))];
  if (keys.length) throw new Error(`No text for ${keys.join(', ')}: import the texts module of the section it belongs to`);
});
