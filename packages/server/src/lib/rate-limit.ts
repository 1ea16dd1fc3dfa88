import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface Bucket {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Adds one to a fixed-window counter stored in PostgreSQL, so every server process shares it,
 * and returns the new count. A window that has ended starts again at 1.
 */
export async function countHit(db: DbOrTx, key: string, windowSeconds: number): Promise<Bucket> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`);
  const row = result.rows[0]!;
  return { count: row.count, retryAfter: Math.max(1, row.retry_after) };
}

/** The current count of a window, without adding to it (0 once the window has ended). */
export async function peekHits(db: DbOrTx, key: string): Promise<Bucket> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    SELECT count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after
    FROM rate_limits WHERE key = ${key} AND reset_at > now()`);
  const row = result.rows[0];
  return row ? { count: row.count, retryAfter: Math.max(1, row.retry_after) } : { count: 0, retryAfter: 0 };
}

export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
