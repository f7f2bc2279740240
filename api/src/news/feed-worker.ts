// The entry of a feed worker thread (feed-pool.ts starts it with piscina):
// each named export is a task. Built to dist/feed-worker.js beside the
// server (build.mjs), and for the tests by test/global-setup.ts
// (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
import { gazetteer } from './entities/gazetteer';

export { parseFeed, parseFeedPage, prepareItems, readable, textLengths } from './feed-work';

// The entity gazetteers (docs/decisions/0047-entities-method.md) are built as the thread starts: the
// pool's start (FeedWork.warm() at the API's start, else awaited before the first task), outside any
// feed's time budget.
gazetteer();
