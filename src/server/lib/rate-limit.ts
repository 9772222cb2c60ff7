import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `key` and tells whether it is within `rule`. Fixed windows in the database:
 * one atomic upsert, shared by every app process.
 */
export async function hitRateLimit(db: Database, key: string, rule: RateRule): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`,
  );
  const count = Number(rows[0]?.count ?? 0);
  return count <= rule.max;
}

export interface RateLimitState {
  allowed: boolean;
  /** Seconds until the window that refuses ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** Whether `key` is still within `rule`, without counting a hit (for limits on failures only). */
export async function peekRateLimit(db: Database, key: string, rule: RateRule): Promise<RateLimitState> {
  const rows = await queryRows<{ count: number; remaining: number }>(
    db,
    sql`select count,
          extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()) as remaining
        from rate_limits
        where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  const row = rows[0];
  if (!row || Number(row.count) < rule.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/** Forgets `key`'s hits (a success that proves the failures were the owner's typos). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
