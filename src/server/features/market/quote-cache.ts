/**
 * Quotes kept per symbol (SPEC.md section 9): fresh for 15 minutes; a sweep every 60 s drops
 * entries older than 30 minutes so the map cannot grow without bound.
 */
export interface QuoteCacheOptions {
  ttlMs?: number;
  evictAfterMs?: number;
  now?: () => number;
}

export class QuoteCache<T> {
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  private readonly ttl: number;
  private readonly evictAfter: number;
  private readonly now: () => number;

  constructor(options: QuoteCacheOptions = {}) {
    this.ttl = options.ttlMs ?? 15 * 60_000;
    this.evictAfter = options.evictAfterMs ?? 30 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The value when it is still fresh, else undefined. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.storedAt >= this.ttl) return undefined;
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value, storedAt: this.now() });
  }

  /** Removes entries past the eviction age; returns how many went. */
  sweep(): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (this.now() - entry.storedAt >= this.evictAfter) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Sweeps on an interval that never keeps the process alive; returns the stop function. */
  startSweeping(intervalMs = 60_000): () => void {
    const timer = setInterval(() => this.sweep(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
