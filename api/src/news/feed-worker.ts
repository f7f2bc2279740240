// The entry of a feed worker thread (feed-pool.ts starts it with piscina):
// each named export is a task. Built to dist/feed-worker.js beside the
// server (build.mjs), and for the tests by test/global-setup.ts
// (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
export { parseFeed, parseFeedPage, prepareItems, readable, textLengths } from './feed-work';
