import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { localMoment, type Weekday } from '@tandem/shared';
import type { Db } from '../db/client';

/*
 * A client's local day, the one source of it: `localToday` for per-request code, `wallClock`
 * (and `localClock`, `localDate` built on it) for set-based SQL. Both read the clock in the
 * user's own zone and fall back to UTC for a zone they do not know; local-clock.test.ts runs
 * the SQL on PostgreSQL against the TypeScript on the same cases. Also the way the minute jobs
 * walk the clients in batches of user ids.
 */

/** A user's local day: the date, its weekday (0 Monday), and the zone it was read in. */
export interface LocalDay {
  today: string;
  weekday: Weekday;
  timeZone: string;
}

/** The local calendar day in `timeZone` at `now` (in UTC when the zone is unknown). */
export function localToday(timeZone: string, now = new Date()): LocalDay {
  try {
    const { date, weekday } = localMoment(now, timeZone);
    return { today: date, weekday, timeZone };
  } catch {
    const { date, weekday } = localMoment(now, 'UTC');
    return { today: date, weekday, timeZone: 'UTC' };
  }
}

/**
 * The wall clock (a `timestamp`) in `zone` at `at`: an instant, or a timestamptz expression;
 * default the statement's `now()`. The zone must be one PostgreSQL knows: `localClock` below
 * guarantees it with the `zones` join; the per-request queries pass zones checked when saved.
 */
export function wallClock(zone: SQLWrapper | string, at: Date | SQLWrapper = sql`now()`): SQL {
  const instant = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  return sql`(${instant} AT TIME ZONE ${zone})`;
}

/** The local calendar date in `zone` at `at` (default `now()`), as `wallClock`. */
export const localDate = (zone: SQLWrapper | string, at?: Date | SQLWrapper): SQL =>
  sql`${wallClock(zone, at)}::date`;

/**
 * The time zones PostgreSQL knows, once per statement. Use with `LEFT JOIN zones z ON z.name =
 * u.timezone`, so a zone PostgreSQL does not know reads as UTC and one bad row cannot break a batch.
 */
export const zones = sql`zones AS MATERIALIZED (SELECT name FROM pg_timezone_names)`;

/** `now` on the client's wall clock; needs the `zones` join above. */
export const localClock = (now: Date) => wallClock(sql`coalesce(z.name, 'UTC')`, now);

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
