import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * Clients' wall clocks in set-based SQL, shared by the minute jobs (exercise and reflection
 * generation, reminders), and the way they walk the clients in batches of user ids.
 */

/**
 * The time zones PostgreSQL knows, once per statement. Use with `LEFT JOIN zones z ON z.name =
 * u.timezone`, so a zone PostgreSQL does not know reads as UTC and one bad row cannot break a batch.
 */
export const zones = sql`zones AS MATERIALIZED (SELECT name FROM pg_timezone_names)`;

/** `now` on the client's wall clock; needs the `zones` join above. */
export const localClock = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz AT TIME ZONE coalesce(z.name, 'UTC'))`;

/** How the clients are split: only some users (tests, one client), batch size and parallelism. */
export interface UserBatchOptions {
  userIds?: number[];
  /** Users per statement; default 10,000. */
  batchSize?: number;
  /** Batches run at once (disjoint users, so they never meet); default 2. */
  concurrency?: number;
}

/**
 * Runs `runBatch(from, to)` over the active clients' user ids in ranges of `batchSize`, a few
 * ranges at a time. Named users span only their own ids, not every batch of the platform.
 */
export async function forEachUserBatch(
  db: Db,
  options: UserBatchOptions,
  runBatch: (from: number, to: number) => Promise<void>,
): Promise<void> {
  const batchSize = options.batchSize ?? 10_000;
  const bounds = options.userIds
    ? { lo: Math.min(...options.userIds), hi: Math.max(...options.userIds) }
    : (
        await db.execute<{ lo: number | null; hi: number | null }>(
          sql`SELECT min(user_id) AS lo, max(user_id) AS hi FROM client_profiles WHERE deactivated IS NULL`,
        )
      ).rows[0]!;
  const { lo, hi } = bounds;
  if (lo === null || hi === null || !Number.isFinite(lo)) return;
  const starts: number[] = [];
  for (let from = lo; from <= hi; from += batchSize) starts.push(from);
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 2) }, async () => {
    for (let from = starts.shift(); from !== undefined; from = starts.shift())
      await runBatch(from, from + batchSize - 1);
  });
  await Promise.all(workers);
}
