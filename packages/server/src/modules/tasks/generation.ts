/*
 * Daily generation of exercises and habit days, as set-based SQL (docs/decisions/006-exercise-generation.md).
 *
 * This statement is the exercise-selection rule, the only statement of it; exercise-selection.test.ts
 * runs the rule's cases on it, on PostgreSQL:
 * - A client's local day is handled once, as soon as their local time reaches
 *   `generate_exercises_at`, for active clients (not deactivated) whose profile allows daily
 *   exercises. "Local" is `localClock` (lib/local-clock.ts), so DST and the date line are
 *   PostgreSQL's business and a day is never skipped or repeated.
 * - Handling a day inserts the marker row `exercise_days (user_id, day)` first. The marker is
 *   the idempotency key: two runs (two server processes, or a retry) race on its primary key, the
 *   loser's INSERT ... ON CONFLICT DO NOTHING returns nothing, and only the winner's rows get
 *   tasks. The unique indexes on tasks (user, template, day) and (user, habit, day) back this up.
 * - On a work-week day the client gets every enabled `always` exercise of their areas plus
 *   `daily_exercises` drawn at random from the other enabled ones, on a weekday in `only_on`
 *   (empty: any), skipping those given within their `buffer` days (given on G, allowed on D only
 *   when D - G > buffer) and those whose last task is still listed on D. Areas: the client's chosen ones, or all of the program's when it
 *   assigns all. Each task is due that day and stays listed `available_for` days.
 * - Every handled day (work week or not) also gets one task per active habit whose
 *   `days_of_week` holds the weekday.
 * - Catching up: a run handles every client whose time has come today and whose day is not
 *   marked, so after downtime the next run gives today's exercises late rather than never. Days
 *   missed entirely are not generated afterwards: tasks for a day the client never saw would only
 *   count against their momentum.
 * - The draw is `ORDER BY md5(seed, user, exercise)`: random across runs (a fresh seed each
 *   time), reproducible in tests (a fixed seed).
 * Clients are handled in batches of user ids, one statement (one transaction) per batch, two
 * batches at a time.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import { forEachUserBatch, localClock, zones, type UserBatchOptions } from '../../lib/local-clock';

export interface GenerationOptions extends UserBatchOptions {
  /** The instant to generate for (tests fix it); default now. */
  now?: Date;
  /** Seeds the random draw; default a fresh random string. */
  seed?: string;
}

export interface GenerationResult {
  /** Client days handled (marker rows written). */
  days: number;
  /** Exercise tasks created. */
  exercises: number;
  /** Habit tasks created. */
  habits: number;
}

/** The statement that handles the due days of the clients with ids in [from, to]. */
export function generationStatement(p: {
  now: Date;
  seed: string;
  from: number;
  to: number;
  userIds?: number[];
}) {
  const { now, seed, from, to } = p;
  const only = p.userIds?.length ? sql`AND u.id IN ${p.userIds}` : sql``;
  return sql`
      WITH ${zones},
      due AS (
        SELECT u.id AS user_id, l.local::date AS day,
               extract(isodow FROM l.local)::int - 1 AS weekday,
               (extract(isodow FROM l.local)::int - 1) = ANY(u.work_week) AS work_day,
               hp.id AS program_id, hp.daily_exercises, hp.assign_all
        FROM users u
        JOIN client_profiles cp ON cp.user_id = u.id
        LEFT JOIN zones z ON z.name = u.timezone
        CROSS JOIN LATERAL (SELECT ${localClock(now)} AS local) l
        LEFT JOIN habit_programs hp ON hp.id = cp.theme AND NOT hp.deleted
        WHERE u.id BETWEEN ${from} AND ${to} ${only}
          AND cp.deactivated IS NULL AND cp.allow_daily_exercises
          AND l.local::time >= u.generate_exercises_at
          -- Cheaper than letting the marker insert conflict, every minute, for every handled day.
          AND NOT EXISTS (SELECT 1 FROM exercise_days done WHERE done.user_id = u.id AND done.day = l.local::date)
      ),
      marked AS (
        INSERT INTO exercise_days (user_id, day)
        SELECT user_id, day FROM due
        ON CONFLICT DO NOTHING
        RETURNING user_id
      ),
      todo AS (SELECT d.* FROM due d JOIN marked m USING (user_id)),
      client_areas AS (
        SELECT t.user_id, t.day, t.weekday, t.daily_exercises, a.id AS area_id
        FROM todo t
        JOIN areas_of_focus a ON a.program_id = t.program_id AND NOT a.deleted
        WHERE t.work_day AND (t.assign_all OR EXISTS (
          SELECT 1 FROM client_areas_of_focus c WHERE c.user_id = t.user_id AND c.area_id = a.id))
      ),
      -- Materialised so the buffer check below probes only the client's own exercises.
      area_exercises AS MATERIALIZED (
        SELECT ca.user_id, ca.day, ca.daily_exercises, e.id AS template_id, e.always, e.available_for, e.buffer
        FROM client_areas ca
        JOIN template_exercises e ON e.area_id = ca.area_id AND e.active AND NOT e.deleted
        WHERE cardinality(e.only_on) = 0 OR ca.weekday = ANY(e.only_on)
      ),
      -- When each candidate was last given within the longest buffer in play: one range scan of
      -- the batch's recent tasks and a hash join, rather than a probe per candidate.
      recent AS MATERIALIZED (
        SELECT g.user_id, g.template_id, max(g.due_on) AS last_given, max(g.available_until) AS listed_until
        FROM todo t
        JOIN tasks g ON g.user_id = t.user_id AND g.template_id IS NOT NULL
          AND g.due_on BETWEEN t.day - (
            SELECT coalesce(greatest(max(buffer), max(available_for)), 0) FROM area_exercises) AND t.day
        GROUP BY g.user_id, g.template_id
      ),
      candidates AS (
        SELECT ae.* FROM area_exercises ae
        LEFT JOIN recent r ON r.user_id = ae.user_id AND r.template_id = ae.template_id
        WHERE ae.always OR r.last_given IS NULL
          OR (ae.day - r.last_given > ae.buffer AND r.listed_until < ae.day)
      ),
      ranked AS (
        SELECT c.*, row_number() OVER (
          PARTITION BY c.user_id, c.always
          ORDER BY md5(${seed} || ':' || c.user_id || ':' || c.template_id)) AS n
        FROM candidates c
      ),
      exercise_tasks AS (
        INSERT INTO tasks (user_id, template_id, due_on, available_until, source)
        SELECT user_id, template_id, day, day + greatest(available_for, 1) - 1, 'scheduled'
        FROM ranked WHERE always OR n <= daily_exercises
        ON CONFLICT DO NOTHING
        RETURNING 1
      ),
      habit_tasks AS (
        INSERT INTO tasks (user_id, habit_id, due_on, available_until, source)
        SELECT t.user_id, h.id, t.day, t.day, 'habit'
        FROM todo t JOIN habits h ON h.user_id = t.user_id AND h.active AND t.weekday = ANY(h.days_of_week)
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM marked)::int AS days,
             (SELECT count(*) FROM exercise_tasks)::int AS exercises,
             (SELECT count(*) FROM habit_tasks)::int AS habits`;
}

/**
 * Generates the due days of every eligible client whose generation time has come and whose day
 * is not handled yet. Idempotent: running it again (or concurrently) creates nothing more.
 */
export async function generateExerciseDays(
  db: Db,
  options: GenerationOptions = {},
): Promise<GenerationResult> {
  const now = options.now ?? new Date();
  const seed = options.seed ?? randomBytes(8).toString('hex');
  const total: GenerationResult = { days: 0, exercises: 0, habits: 0 };
  await forEachUserBatch(db, options, async (from, to) => {
    const result = await db.transaction(async (tx) => {
      // The planner cannot estimate CTE row counts well, overestimates by orders of magnitude
      // and would spend seconds JIT-compiling a statement that runs in under one.
      await tx.execute(sql`SET LOCAL jit = off`);
      // The draw sorts every candidate of the batch; keep that sort in memory.
      await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
      return tx.execute<{ days: number; exercises: number; habits: number }>(
        generationStatement({ now, seed, from, to, userIds: options.userIds }),
      );
    });
    const row = result.rows[0]!;
    total.days += row.days;
    total.exercises += row.exercises;
    total.habits += row.habits;
  });
  return total;
}

/**
 * Handles one client's day as generation would at `now`, inside the caller's transaction: the
 * demo seed uses it to give its clients their past weeks by the same rule.
 */
export async function generateClientDay(
  db: DbOrTx,
  userId: number,
  now: Date,
  seed: string,
): Promise<GenerationResult> {
  const result = await db.execute<{ days: number; exercises: number; habits: number }>(
    generationStatement({ now, seed, from: userId, to: userId, userIds: [userId] }),
  );
  return result.rows[0]!;
}

export type TaskRow = typeof tasks.$inferSelect;

/**
 * One more exercise for the client's local today (POST clients/tasks/ with an empty body), or
 * null when the client gets no exercises or every one of theirs is on today's list already.
 * The pick follows the generation rules as far as it can: an exercise of their areas allowed on
 * this weekday and not on today's list (nor still listed from an earlier day), preferring those outside their buffer, then the least
 * recently given, then at random. Requests of one client are serialised by locking their profile.
 */
export async function recommendOneExercise(
  db: DbOrTx,
  userId: number,
  options: { now?: Date; seed?: string } = {},
): Promise<TaskRow | null> {
  const now = options.now ?? new Date();
  const seed = options.seed ?? randomBytes(8).toString('hex');
  return db.transaction(async (tx) => {
    const result = await tx.execute<Record<string, unknown>>(sql`
      WITH ${zones},
      client AS (
        SELECT u.id AS user_id, l.local::date AS day, extract(isodow FROM l.local)::int - 1 AS weekday,
               hp.id AS program_id, hp.assign_all
        FROM users u
        JOIN client_profiles cp ON cp.user_id = u.id
        LEFT JOIN zones z ON z.name = u.timezone
        CROSS JOIN LATERAL (SELECT ${localClock(now)} AS local) l
        JOIN habit_programs hp ON hp.id = cp.theme AND NOT hp.deleted
        WHERE u.id = ${userId} AND cp.deactivated IS NULL AND cp.allow_daily_exercises
        FOR UPDATE OF cp
      ),
      candidates AS (
        SELECT c.user_id, c.day, e.id AS template_id, e.available_for, e.buffer,
               (SELECT max(g.due_on) FROM tasks g WHERE g.user_id = c.user_id AND g.template_id = e.id) AS last_given
        FROM client c
        JOIN areas_of_focus a ON a.program_id = c.program_id AND NOT a.deleted
        JOIN template_exercises e ON e.area_id = a.id AND e.active AND NOT e.deleted
        WHERE (c.assign_all OR EXISTS (
                SELECT 1 FROM client_areas_of_focus ca WHERE ca.user_id = c.user_id AND ca.area_id = a.id))
          AND (cardinality(e.only_on) = 0 OR c.weekday = ANY(e.only_on))
          AND NOT EXISTS (
            SELECT 1 FROM tasks g
            WHERE g.user_id = c.user_id AND g.template_id = e.id AND c.day BETWEEN g.due_on AND g.available_until)
      )
      INSERT INTO tasks (user_id, template_id, due_on, available_until, source)
      SELECT user_id, template_id, day, day + greatest(available_for, 1) - 1, 'requested'
      FROM candidates
      ORDER BY (last_given IS NOT NULL AND day - last_given <= buffer),
               last_given NULLS FIRST,
               md5(${seed} || ':' || user_id || ':' || template_id)
      LIMIT 1
      ON CONFLICT DO NOTHING
      RETURNING id`);
    const id = result.rows[0]?.id as number | undefined;
    if (id === undefined) return null;
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, id));
    return row ?? null;
  });
}

/**
 * After a client chooses their areas of focus: when today's day was handled without giving them
 * a single scheduled exercise (typically because they had no areas yet) and no reminder went out,
 * the day is handled again now, so they need not wait until tomorrow. Only the marker is undone;
 * generation then applies every rule as usual, and habit days already given stay as they are.
 */
export async function generateTodayAfterAreasChosen(db: Db, userId: number, now = new Date()) {
  await db.execute(sql`
    WITH ${zones}
    DELETE FROM exercise_days ed
    USING users u LEFT JOIN zones z ON z.name = u.timezone
    WHERE u.id = ${userId} AND ed.user_id = u.id AND ed.reminded_at IS NULL
      AND ed.day = ${localClock(now)}::date
      AND NOT EXISTS (
        SELECT 1 FROM tasks t WHERE t.user_id = ed.user_id AND t.due_on = ed.day AND t.source = 'scheduled')`);
  return generateExerciseDays(db, { now, userIds: [userId] });
}
