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

/**
 * Takes one attempt of at most `limit` per window, in one statement, so concurrent attempts
 * cannot all read a count under the limit before any of them adds to it: the counter stops at
 * limit + 1 and the attempt is allowed while it is within the limit. A window that has ended
 * starts again at 1.
 */
export async function takeAttempt(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<Bucket & { allowed: boolean }> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1
        ELSE least(rate_limits.count + 1, ${limit + 1}) END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`);
  const row = result.rows[0]!;
  return { count: row.count, retryAfter: Math.max(1, row.retry_after), allowed: row.count <= limit };
}

export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
