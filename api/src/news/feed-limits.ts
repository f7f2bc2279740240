import type { CodedMessage } from '@mediawatch/shared/messages';

// ----------------------------------------------------------------------
// What one feed may cost (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
// Feeds are parsed, decoded, sanitized and their text extracted in worker
// threads (feed-pool.ts), each task within a time and a memory budget; the
// tree is built without recursion and refused past MAX_DEPTH elements deep,
// so no stack overflow can reach a user; only the newest `maxItems` items are
// read (the rest counted and reported). A feed over a budget fails its run
// with a stable code (for the page to word in the reader's language), its
// params, and an English message.

/** Elements deeper than this refuse the feed (real feeds, inline XHTML included, nest a few dozen). */
export const MAX_DEPTH = 500;

/** Items read from one feed by default, newest first (MEDIAWATCH_FEED_MAX_ITEMS). */
export const DEFAULT_MAX_ITEMS = 1_000;

/** Wall time a worker may spend on one feed task before it is stopped (terminated and replaced). */
export const FEED_TIME_BUDGET_MS = 15_000;

/** Heap a feed worker may use (MB); past it the worker dies and the feed fails with feed.memoryBudget. */
export const FEED_MEMORY_BUDGET_MB = 512;

export type FeedLimitCode = 'feed.tooDeep' | 'feed.timeBudget' | 'feed.memoryBudget' | 'feed.tooManyItems';

/**
 * A feed over one of the budgets: one coded message (its code in the
 * catalogue, its params for the page, its English), like FeedParseError
 * (docs/decisions/0040-server-texts-as-codes.md).
 */
export class FeedLimitError extends Error {
  override readonly name = 'FeedLimitError';
  readonly coded: { code: FeedLimitCode; params: Record<string, number>; text: string };

  constructor(coded: { code: FeedLimitCode; params: Record<string, number>; text: string }) {
    super(coded.text);
    this.coded = coded;
  }
}

export function tooDeep(): FeedLimitError {
  return new FeedLimitError({
    code: 'feed.tooDeep',
    params: { maxDepth: MAX_DEPTH },
    text: `The feed nests elements more than ${MAX_DEPTH} deep: it is refused (no real feed does)`,
  });
}

export function timeBudget(ms: number): FeedLimitError {
  return new FeedLimitError({
    code: 'feed.timeBudget',
    params: { seconds: ms / 1000 },
    text: `Reading the feed took longer than its budget of ${ms / 1000} s: it was stopped`,
  });
}

export function memoryBudget(mb: number): FeedLimitError {
  return new FeedLimitError({
    code: 'feed.memoryBudget',
    params: { mb },
    text: `Reading the feed needed more than its memory budget of ${mb} MB: it was stopped`,
  });
}

/** Not a failure: what a run reports when a feed carries more items than are read, as a coded message. */
export function tooManyItemsNote(read: number, total: number): CodedMessage {
  return {
    code: 'feed.tooManyItems',
    params: { read, total, skipped: total - read },
    text: `The feed carries ${total} items: the newest ${read} were read, ${total - read} left out`,
  };
}
