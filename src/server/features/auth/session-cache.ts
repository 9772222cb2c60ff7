import type { UserRow } from '../../db/schema';

/**
 * Sessions checked in the last few seconds, so that a signed-in request costs no database round
 * trip (GET /api/me is called on every screen and credits refresh).
 *
 * Correctness rests on the change feed, not on the time-to-live: the database announces every
 * change to a user's row or sessions (migration 0006), `evictUser` drops that user's entries, and
 * while the feed is down the cache serves nothing. Keys are the signed session cookie exactly as
 * the browser sent it, so a hit implies better-auth already verified that very value.
 *
 * Pure bookkeeping; wiring to the database lives in session.ts.
 */
export interface CachedSession {
  user: UserRow;
  /** When the session itself ends. */
  expiresAt: Date;
  /** From here on better-auth wants to roll the expiry forward, which only the full path does. */
  refreshAt: Date;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCacheOptions {
  /** Whether the change feed is heard right now; until it is, nothing is served. */
  listening: () => boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Taken before a database read: the result may be stored only if nothing changed since. */
export interface CacheTicket {
  readonly epoch: number;
  readonly changeCount: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** For each user, the change count at their last announced change. */
  private readonly lastChange = new Map<string, number>();
  private changeCount = 0;
  private epoch = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly listening: () => boolean;

  constructor(options: SessionCacheOptions) {
    this.listening = options.listening;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedSession | null {
    if (!this.listening()) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (
      now - entry.storedAt >= this.ttlMs ||
      now >= entry.expiresAt.getTime() ||
      now >= entry.refreshAt.getTime()
    ) {
      this.remove(key, entry.user.id);
      return null;
    }
    return entry;
  }

  ticket(): CacheTicket {
    return { epoch: this.epoch, changeCount: this.changeCount };
  }

  /** Stores what a full check just returned, unless a change was announced while it ran. */
  store(key: string, session: CachedSession, ticket: CacheTicket): void {
    if (!this.listening() || ticket.epoch !== this.epoch) return;
    const userId = session.user.id;
    if ((this.lastChange.get(userId) ?? -1) >= ticket.changeCount) return;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(key, { ...session, storedAt: this.now() });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** The database announced a change to this user or one of their sessions. */
  evictUser(userId: string): void {
    this.lastChange.set(userId, this.changeCount++);
    // The marks only need to outlive reads in flight; past a bound, a new epoch replaces them.
    if (this.lastChange.size > this.maxEntries) this.clear();
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  /** Notifications may have been missed: forget everything, and refuse reads begun before. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.keysByUser.clear();
    this.lastChange.clear();
  }

  private remove(key: string, userId: string): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }

  private evictOldest(): void {
    const oldest = this.entries.entries().next().value;
    if (oldest) this.remove(oldest[0], oldest[1].user.id);
  }
}
