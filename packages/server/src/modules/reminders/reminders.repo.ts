import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PULSE_IGNORED_STOP_DAYS } from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import { localClock, zones } from '../../lib/local-clock';
import type { PageWindow } from '../../lib/pagination';

/** How many exercise titles a reminder lists. */
const TITLES_SHOWN = 3;

/** One client and one reminder whose time may have come, with what the shared rule needs. */
export interface ReminderCandidate {
  user_id: number;
  reminder: 'exercise' | 'reflection';
  /** The client's local day and the zone it was read in (UTC for one PostgreSQL does not know). */
  day: string;
  zone: string;
  email: string;
  first_name: string;
  company_id: number | null;
  phone_number: string;
  allow_notice_emails: boolean;
  allow_notice_sms: boolean;
  allow_notice_push: boolean;
  remind_at: string;
  ready_at: string;
  quiet_hours_start: string;
  quiet_hours_end: string;
  feature_on: boolean;
  exists: boolean;
  /** Exercises still open today (exercise) or whether the reflection is answered (reflection). */
  open_count: number;
  answered: boolean;
  titles: string[];
  /** The reflection's token, for its link. */
  token: string | null;
  ignored_since: string | null;
  /** The client's clock when the reminder is decided ('HH:MM'): the mail greets by it. */
  local_time: string;
  last_active_at: Date | null;
  devices: number;
}

/**
 * The candidates among the active clients with ids in [from, to]: each reminder whose time
 * (chosen time, or generation time when later) has come on the client's local day, with nothing
 * logged for it that day yet, and something to remind of (today's exercise day or reflection)
 * or reflections stopped for being ignored on a reflection day. The shared rule decides the rest.
 */
export function candidatesStatement(p: { now: Date; from: number; to: number; userIds?: number[] }) {
  const { now, from, to } = p;
  const only = p.userIds?.length ? sql`AND u.id IN ${p.userIds}` : sql``;
  return sql`
    WITH ${zones},
    clients AS (
      SELECT u.id AS user_id, coalesce(z.name, 'UTC') AS zone, l.local, l.local::date AS day,
             u.email, u.first_name, u.company_id, u.phone_number,
             u.allow_notice_emails, u.allow_notice_sms, u.allow_notice_push,
             u.exercise_reminder_at, u.reflection_reminder_at, u.quiet_hours_start, u.quiet_hours_end,
             u.generate_exercises_at, u.generate_pulse_at, u.generate_pulse_on, u.last_login,
             cp.allow_daily_exercises, cp.allow_self_reflect, cp.assigned_pulse_survey
      FROM users u
      JOIN client_profiles cp ON cp.user_id = u.id
      LEFT JOIN zones z ON z.name = u.timezone
      CROSS JOIN LATERAL (SELECT ${localClock(now)} AS local) l
      WHERE u.id BETWEEN ${from} AND ${to} ${only} AND cp.deactivated IS NULL
    ),
    exercise AS (
      SELECT c.*, 'exercise' AS reminder, c.exercise_reminder_at AS remind_at,
             c.generate_exercises_at AS ready_at, c.allow_daily_exercises AS feature_on,
             true AS exists, coalesce(o.open_count, 0) AS open_count, false AS answered,
             coalesce(o.titles, '{}') AS titles, NULL::text AS token, NULL::date AS ignored_since
      FROM clients c
      JOIN exercise_days ed ON ed.user_id = c.user_id AND ed.day = c.day
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS open_count,
               (array_agg(coalesce(e.short_description, h.name) ORDER BY t.id))[1:${TITLES_SHOWN}] AS titles
        FROM tasks t
        LEFT JOIN template_exercises e ON e.id = t.template_id
        LEFT JOIN habits h ON h.id = t.habit_id
        WHERE t.user_id = c.user_id AND t.due_on <= c.day AND t.available_until >= c.day
          AND t.completed_at IS NULL AND NOT t.ignored
      ) o ON true
      WHERE c.local::time >= greatest(c.exercise_reminder_at, c.generate_exercises_at)
    ),
    reflection AS (
      SELECT c.*, 'reflection' AS reminder, c.reflection_reminder_at AS remind_at,
             c.generate_pulse_at AS ready_at, c.allow_self_reflect AS feature_on,
             cs.id IS NOT NULL AS exists, 0 AS open_count, cs.completed_at IS NOT NULL AS answered,
             '{}'::text[] AS titles, cs.token, ig.since AS ignored_since
      FROM clients c
      LEFT JOIN client_surveys cs ON cs.user_id = c.user_id AND cs.day = c.day
      LEFT JOIN LATERAL (
        SELECT min(o.day) AS since FROM client_surveys o
        WHERE o.user_id = c.user_id AND o.completed_at IS NULL AND o.day < c.day
          AND o.day > coalesce(
            (SELECT max(a.day) FROM client_surveys a WHERE a.user_id = c.user_id AND a.completed_at IS NOT NULL),
            '-infinity'::date)
      ) ig ON cs.id IS NULL
      WHERE c.local::time >= greatest(c.reflection_reminder_at, c.generate_pulse_at)
        AND (cs.id IS NOT NULL OR (
          c.allow_self_reflect AND c.assigned_pulse_survey IS NOT NULL
          AND (extract(isodow FROM c.local)::int - 1) = ANY(c.generate_pulse_on)
          AND ig.since <= c.day - ${PULSE_IGNORED_STOP_DAYS}::int))
    ),
    due AS (SELECT * FROM exercise UNION ALL SELECT * FROM reflection)
    SELECT d.user_id, d.reminder, d.day::text AS day, d.zone, d.email, d.first_name, d.company_id,
           d.phone_number, d.allow_notice_emails, d.allow_notice_sms, d.allow_notice_push,
           d.remind_at::text AS remind_at, d.ready_at::text AS ready_at,
           d.quiet_hours_start::text AS quiet_hours_start, d.quiet_hours_end::text AS quiet_hours_end,
           d.feature_on, d.exists, d.open_count, d.answered, d.titles, d.token,
           d.ignored_since::text AS ignored_since, to_char(d.local, 'HH24:MI') AS local_time,
           greatest(
             d.last_login,
             (SELECT max(s.last_used_at) FROM sessions s WHERE s.user_id = d.user_id AND s.impersonator_id IS NULL),
             (SELECT max(t.completed_at) FROM tasks t WHERE t.user_id = d.user_id),
             (SELECT max(a.completed_at) FROM client_surveys a WHERE a.user_id = d.user_id)
           ) AS last_active_at,
           (SELECT count(*)::int FROM devices dv WHERE dv.user_id = d.user_id) AS devices
    FROM due d
    WHERE NOT EXISTS (
      SELECT 1 FROM reminder_deliveries rd
      WHERE rd.user_id = d.user_id AND rd.day = d.day AND rd.reminder = d.reminder)
    ORDER BY d.user_id, d.reminder`;
}

/** Loads the candidates of one batch of users (see `candidatesStatement`). */
export async function findCandidates(tx: DbOrTx, p: Parameters<typeof candidatesStatement>[0]) {
  const result = await tx.execute<
    Omit<ReminderCandidate, 'last_active_at'> & { last_active_at: string | null }
  >(candidatesStatement(p));
  return result.rows.map((row): ReminderCandidate => ({
    ...row,
    last_active_at: row.last_active_at === null ? null : new Date(row.last_active_at),
  }));
}

/**
 * Locks these clients for the rest of the transaction, skipping any another run holds; returns
 * the ids it locked. `NO KEY UPDATE` leaves rows that reference the user free to be written.
 */
export async function lockClients(tx: DbOrTx, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const locked = await tx.execute<{ id: number }>(sql`
    SELECT id FROM users WHERE id IN ${userIds} ORDER BY id FOR NO KEY UPDATE SKIP LOCKED`);
  return new Set(locked.rows.map((row) => row.id));
}

/** What is already logged for these clients on these days: decided reminders and sent counts. */
export async function loggedFor(tx: DbOrTx, userIds: number[], days: string[]) {
  if (!userIds.length) return [];
  return tx
    .select({
      userId: reminderDeliveries.userId,
      day: reminderDeliveries.day,
      reminder: reminderDeliveries.reminder,
      outcome: reminderDeliveries.outcome,
    })
    .from(reminderDeliveries)
    .where(and(inArray(reminderDeliveries.userId, userIds), inArray(reminderDeliveries.day, days)));
}

/**
 * Logs decisions; a row already there (another run, another process) is left alone. Returns the
 * rows this call inserted: only those may send a message.
 */
export async function logDecisions(
  tx: DbOrTx,
  rows: Array<
    Pick<
      typeof reminderDeliveries.$inferInsert,
      'userId' | 'day' | 'reminder' | 'channel' | 'outcome' | 'reason' | 'decidedAt'
    >
  >,
) {
  if (!rows.length) return [];
  return tx.insert(reminderDeliveries).values(rows).onConflictDoNothing().returning({
    userId: reminderDeliveries.userId,
    day: reminderDeliveries.day,
    reminder: reminderDeliveries.reminder,
    channel: reminderDeliveries.channel,
    outcome: reminderDeliveries.outcome,
  });
}

/** Marks the exercise day reminded: generation leaves a reminded day alone (generation.ts). */
export async function markExerciseDayReminded(tx: DbOrTx, userId: number, day: string, at: Date) {
  await tx.execute(sql`
    UPDATE exercise_days SET reminded_at = ${at.toISOString()}::timestamptz
    WHERE user_id = ${userId} AND day = ${day} AND reminded_at IS NULL`);
}

/** A page of one client's delivery log, newest first, and the client's zone to read times in. */
export async function listDeliveries(db: DbOrTx, userId: number, window: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, userId))
      .orderBy(desc(reminderDeliveries.decidedAt), desc(reminderDeliveries.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}
