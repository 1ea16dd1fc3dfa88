import { eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_VIEW_EVENT, USAGE_TOP_SCREENS } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents, users } from '../../db/schema';
import type { UsageScope } from './analytics.policy';

/*
 * The analytics' SQL. A usage report reads the events of its scope's clients (users with a
 * client profile) in the viewer's last `days` local days, today included, each event on the
 * viewer's local day. Zones are checked when saved, so PostgreSQL knows the viewer's.
 */

export type NewEvent = Pick<
  typeof analyticsEvents.$inferInsert,
  'event' | 'type' | 'deviceId' | 'userId' | 'companyId' | 'path'
>;

/** What deciding whether to record a signed-in user's events needs. */
export async function findRecordingFacts(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ allowAnalytics: users.allowAnalytics, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Stores a report's events in one statement: all of them or none. */
export async function insertEvents(db: DbOrTx, events: NewEvent[]): Promise<void> {
  if (events.length) await db.insert(analyticsEvents).values(events);
}

/** Which events a scope reads: its clients' (a coach's own, or any in the owner's company). */
function scopeFilter(scope: UsageScope): SQL {
  if (scope.kind === 'coach') {
    return sql`e.user_id IN (SELECT cp.user_id FROM client_profiles cp WHERE cp.coach_id = ${scope.coachId})`;
  }
  return sql`e.company_id = ${scope.companyId}
    AND EXISTS (SELECT 1 FROM client_profiles cp WHERE cp.user_id = e.user_id)`;
}

/**
 * The viewer's window (their zone, first and last local day, the instant it starts) and the
 * scope's events in it, each with its local day: the CTEs both reports start from.
 */
function scopedEvents(viewerId: number, days: number, scope: UsageScope): SQL {
  return sql`
    WITH viewer AS (
      SELECT u.timezone AS tz, (now() AT TIME ZONE u.timezone)::date AS today FROM users u WHERE u.id = ${viewerId}
    ), win AS (
      SELECT tz, today, today - (${days}::int - 1) AS first_day,
        ((today - (${days}::int - 1))::timestamp AT TIME ZONE tz) AS since
      FROM viewer
    ), scoped AS (
      SELECT e.user_id, e.event, e.path, (e.created_at AT TIME ZONE win.tz)::date AS day
      FROM analytics_events e CROSS JOIN win
      WHERE e.created_at >= win.since AND ${scopeFilter(scope)}
    )`;
}

/** Distinct clients with any event on each day of the window, oldest first; days without any count 0. */
export async function activeClientsByDay(db: DbOrTx, viewerId: number, days: number, scope: UsageScope) {
  const result = await db.execute<{ day: string; count: number }>(sql`
    ${scopedEvents(viewerId, days, scope)}
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(DISTINCT s.user_id)::int AS count
    FROM win CROSS JOIN generate_series(win.first_day, win.today, interval '1 day') AS d(day)
    LEFT JOIN scoped s ON s.day = d.day::date
    GROUP BY d.day
    ORDER BY d.day`);
  return result.rows;
}

/** The most-viewed screens of the window (page views only), most first, ties by path. */
export async function topScreens(db: DbOrTx, viewerId: number, days: number, scope: UsageScope) {
  const result = await db.execute<{ path: string; views: number }>(sql`
    ${scopedEvents(viewerId, days, scope)}
    SELECT s.path, count(*)::int AS views
    FROM scoped s
    WHERE s.event = ${PAGE_VIEW_EVENT}
    GROUP BY s.path
    ORDER BY count(*) DESC, s.path
    LIMIT ${USAGE_TOP_SCREENS}::int`);
  return result.rows;
}

/**
 * Deletes up to `limit` events older than `months` months (the oldest first) and returns how many
 * went: the retention job calls it every minute, so each run stays short.
 */
export async function deleteEventsOlderThan(db: DbOrTx, months: number, limit: number): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM analytics_events WHERE id IN (
      SELECT id FROM analytics_events
      WHERE created_at < now() - make_interval(months => ${months}::int)
      ORDER BY created_at
      LIMIT ${limit}::int)`);
  return result.rowCount ?? 0;
}
