import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Piscina } from 'piscina';

import { FeedParseError, type ParsedFeed } from './feed-parser';
import { DEFAULT_MAX_ITEMS, FEED_MEMORY_BUDGET_MB, FEED_TIME_BUDGET_MS, FeedLimitError, memoryBudget, timeBudget } from './feed-limits';
import type { PrepareItem, WorkError, WorkResult } from './feed-work';
import type { PreparedArticle } from './prepare-article';

// ----------------------------------------------------------------------
// The feed worker threads (docs/decisions/0041-feeds-parsed-off-the-main-thread.md):
// one small pool per process (piscina; 1 to 2 threads, an idle one stopped
// after IDLE_MS, at a lower priority than the API's thread), so that a
// feed's parsing, decoding, sanitizing and text extraction never hold the
// event loop. Each task has a time budget (past it the worker is terminated
// and replaced, the feed fails with feed.timeBudget) and a heap budget
// (`resourceLimits`: past it the worker dies, feed.memoryBudget).
//
// The worker's file: dist/feed-worker.js beside the bundle (build.mjs), or
// MEDIAWATCH_FEED_WORKER (the tests and the bench build it with esbuild).

const IDLE_MS = 30_000;

/** Where the worker entry is: MEDIAWATCH_FEED_WORKER, else feed-worker.js beside this module (the bundle's dist/). */
export function feedWorkerFile(): string {
  const configured = process.env.MEDIAWATCH_FEED_WORKER;
  return configured ? path.resolve(configured) : fileURLToPath(new URL('./feed-worker.js', import.meta.url));
}

let shared: Piscina | null = null;

function pool(): Piscina {
  if (shared) return shared;
  const filename = feedWorkerFile();
  if (!fs.existsSync(filename)) {
    throw new Error(`The feed worker is missing: ${filename} (build the API, or set MEDIAWATCH_FEED_WORKER to a built feed-worker)`);
  }
  shared = new Piscina({
    filename,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    idleTimeout: IDLE_MS,
    // Below the API's own thread: on a 2-core machine a hostile feed must not starve the requests.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: FEED_MEMORY_BUDGET_MB, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
  });
  return shared;
}

let started: Promise<unknown> | null = null;

/** How long the pool's first thread may take to start and load the worker's code. */
const START_BUDGET_MS = 30_000;

/**
 * The pool's first thread up and the worker's code loaded (its entity
 * gazetteers built): a second or more on a busy machine, which no feed's
 * time budget counts. Awaited before every task; a failed or timed-out
 * start is tried again by the next.
 */
function threadStarted(): Promise<unknown> {
  started ??= pool()
    .run({ html: [] }, { name: 'textLengths', signal: AbortSignal.timeout(START_BUDGET_MS) })
    .catch((error: unknown) => {
      started = null;
      throw error;
    });
  return started;
}

/** Stops the pool's threads (tests; the threads are unref'd when idle, so a process exits without this). */
export async function closeFeedPool(): Promise<void> {
  const closing = shared;
  shared = null;
  started = null;
  await closing?.destroy();
}

/** A feed that is not read, as the worker said: a parse error, a limit with its code, or another failure. */
function rebuild(error: WorkError): Error {
  if (error.kind === 'limit') return new FeedLimitError(error.coded as FeedLimitError['coded']);
  if (error.kind === 'parse') return new FeedParseError(error.coded);
  return new Error(error.coded.text ?? error.coded.code);
}

export interface FeedPoolOptions {
  /** Items read from a feed, newest first (MEDIAWATCH_FEED_MAX_ITEMS). */
  maxItems?: number;
  /** Wall time a task may take (FEED_TIME_BUDGET_MS by default). */
  timeBudgetMs?: number;
}

/** The feed work, run in the shared pool within the budgets. */
export class FeedWork {
  readonly maxItems: number;
  private readonly timeBudgetMs: number;

  constructor(options: FeedPoolOptions = {}) {
    this.maxItems = options.maxItems ?? DEFAULT_MAX_ITEMS;
    this.timeBudgetMs = options.timeBudgetMs ?? FEED_TIME_BUDGET_MS;
  }

  private async run<T>(name: string, task: unknown, transferList?: ArrayBuffer[]): Promise<T> {
    await threadStarted();
    const signal = AbortSignal.timeout(this.timeBudgetMs);
    let result: WorkResult<T>;
    try {
      result = (await pool().run(task, { name, signal, transferList })) as WorkResult<T>;
    } catch (error) {
      if (signal.aborted) throw timeBudget(this.timeBudgetMs);
      const code = (error as NodeJS.ErrnoException)?.code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test((error as Error)?.message ?? ''))
        throw memoryBudget(FEED_MEMORY_BUDGET_MB);
      throw error;
    }
    if (!result.ok) throw rebuild(result.error);
    return result.value;
  }

  /** Starts the pool's first thread and loads the worker's code (at the API's start, so no feed waits for it). */
  async warm(): Promise<void> {
    await threadStarted();
  }

  /**
   * Bytes of a fetched feed to its newest items; throws FeedParseError or
   * FeedLimitError. A body that owns its memory is moved to the worker, not
   * copied: `body` is then empty here (read what you need of it first).
   */
  async parse(body: Uint8Array, contentType: string | null, feedUrl: string | null): Promise<ParsedFeed> {
    return withLocalDates(await this.run<ParsedFeed>('parseFeed', { body, contentType, feedUrl, maxItems: this.maxItems }, movable(body)));
  }

  /** A decoded page read as a feed (discovery). */
  async parseText(text: string, feedUrl: string | null): Promise<ParsedFeed> {
    return withLocalDates(await this.run<ParsedFeed>('parseFeedPage', { text, feedUrl, maxItems: this.maxItems }));
  }

  /** The text length of each HTML (which items are short enough to read their page). */
  textLengths(html: Array<string | null>): Promise<number[]> {
    return this.run('textLengths', { html });
  }

  /** Items cleaned and scored (prepareArticle), in batches that keep each message small. */
  async prepare(items: readonly PrepareItem[], language: string, fullTextHtml?: ReadonlyArray<string | null>): Promise<PreparedArticle[]> {
    const out: PreparedArticle[] = [];
    for (let start = 0; start < items.length; start += PREPARE_BATCH) {
      const end = start + PREPARE_BATCH;
      const batch = await this.run<PreparedArticle[]>('prepareItems', {
        items: items.slice(start, end),
        language,
        fullTextHtml: fullTextHtml?.slice(start, end),
      });
      for (const article of batch) article.publishedAt = localDate(article.publishedAt)!;
      out.push(...batch);
    }
    return out;
  }

  /** The article of a fetched page (Readability), or null. */
  readable(body: Uint8Array, contentType: string, url: string): Promise<string | null> {
    return this.run('readable', { body, contentType, url });
  }
}

/** The memory of `body` to move to a worker when it is all its own (not a slice of Node's shared pool). */
function movable(body: Uint8Array): ArrayBuffer[] | undefined {
  const buffer = body.buffer as ArrayBuffer;
  // Not instanceof: a Buffer made by Node's http is of the main realm, not of jest's sandbox.
  const own = Object.prototype.toString.call(buffer) === '[object ArrayBuffer]' && body.byteOffset === 0;
  return own && body.byteLength === buffer.byteLength && body.byteLength > 64 * 1024 ? [buffer] : undefined;
}

/**
 * A Date made in this realm: what a worker's message carries is rebuilt in
 * Node's main context, and code in another one (jest's sandbox, where the
 * database drivers check `instanceof Date`) would not take it for a date.
 */
function localDate(value: Date | null): Date | null {
  return value === null ? null : new Date(value.getTime());
}

function withLocalDates(feed: ParsedFeed): ParsedFeed {
  for (const item of feed.items) item.publishedAt = localDate(item.publishedAt);
  return feed;
}

/** Items per prepare task: what one message carries back to the API's thread (each costs a copy there). */
const PREPARE_BATCH = 200;
