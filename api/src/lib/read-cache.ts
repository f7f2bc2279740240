// ----------------------------------------------------------------------
// A micro-cache for hot reads (docs/decisions/0010-read-throughput.md): the
// answer to the same read is shared by every request that asks within
// `ttlMs`, and concurrent identical reads wait on one query (single flight).
// Analysts' dashboards ask the same page and the same topic searches over and
// over; a result at most `ttlMs` old is the price. The writer in this process
// clears it at once; other processes' writes show within `ttlMs`.

export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    /** How long an answer is shared; 0 turns the cache off. */
    readonly ttlMs: number,
    /** Entries kept at most (the oldest go first). */
    private readonly maxEntries = 500,
    /** The clock (ms), for tests. */
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, or `load()`'s (shared while it runs and for ttlMs after). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed read is not shared.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
