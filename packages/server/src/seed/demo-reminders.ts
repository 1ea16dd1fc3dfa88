/*
 * The demo's reminder delivery log (issue 20): what the reminder engine would have logged for the
 * demo coach's active clients over the last DEMO_REMINDER_DAYS local days, so the coach's client
 * page shows a real log. Rules chosen (a short form of the engine's, modules/reminders):
 * - one decision per client, day and reminder at its due time (chosen time, or generation time
 *   when later), only for days whose exercises or reflection the demo history made, and only once
 *   that time has passed;
 * - `already_done` when nothing of that day was open at that time (exercises completed, or the
 *   reflection answered, before it); otherwise sent by e-mail (with notice e-mails on) and by
 *   text (with text reminders and a number), or `no_consent` with neither;
 * - quiet hours, the cap and inactivity are left out: the demo's clients are active and their
 *   reminder times are outside their quiet hours. Rows go in with ON CONFLICT DO NOTHING, so a
 *   re-run adds only the days that have passed since.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reminderDeliveries } from '../db/schema';
import { DEMO_LOCKS, findDemoCoach, inLockedTransaction } from './demo-steps';

/** The local days of log, today included. */
export const DEMO_REMINDER_DAYS = 7;

type DemoReminderDay = {
  user_id: number;
  day: string;
  reminder: 'exercise' | 'reflection';
  due_at: Date | string;
  done: boolean;
  allow_notice_emails: boolean;
  allow_notice_sms: boolean;
  phone_number: string;
};

/** Adds the log rows still missing; returns whether it added any. */
export async function seedDemoReminders(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.reminders, async (tx) => {
    const coach = await findDemoCoach(tx);
    if (!coach) return false;
    const instant = now.toISOString();
    const days = await tx.execute<DemoReminderDay>(sql`
      WITH clients AS (
        SELECT u.id AS user_id, coalesce(z.name, 'UTC') AS zone, u.allow_notice_emails,
               u.allow_notice_sms, u.phone_number, u.exercise_reminder_at, u.generate_exercises_at,
               u.reflection_reminder_at, u.generate_pulse_at
        FROM users u
        JOIN client_profiles cp ON cp.user_id = u.id
        LEFT JOIN pg_timezone_names z ON z.name = u.timezone
        WHERE cp.coach_id = ${coach.id} AND cp.deactivated IS NULL
      ),
      due AS (
        SELECT c.*, ed.day, 'exercise' AS reminder,
               (ed.day + greatest(c.exercise_reminder_at, c.generate_exercises_at)) AT TIME ZONE c.zone AS due_at,
               NULL::timestamptz AS answered_at
        FROM clients c JOIN exercise_days ed ON ed.user_id = c.user_id
        WHERE ed.day > (${instant}::timestamptz AT TIME ZONE c.zone)::date - ${DEMO_REMINDER_DAYS}::int
        UNION ALL
        SELECT c.*, cs.day, 'reflection',
               (cs.day + greatest(c.reflection_reminder_at, c.generate_pulse_at)) AT TIME ZONE c.zone,
               cs.completed_at
        FROM clients c JOIN client_surveys cs ON cs.user_id = c.user_id
        WHERE cs.day > (${instant}::timestamptz AT TIME ZONE c.zone)::date - ${DEMO_REMINDER_DAYS}::int
      )
      SELECT d.user_id, d.day::text AS day, d.reminder, d.due_at, d.allow_notice_emails,
             d.allow_notice_sms, d.phone_number,
             CASE WHEN d.reminder = 'exercise' THEN NOT EXISTS (
               SELECT 1 FROM tasks t
               WHERE t.user_id = d.user_id AND t.due_on <= d.day AND t.available_until >= d.day
                 AND NOT t.ignored AND (t.completed_at IS NULL OR t.completed_at > d.due_at))
             ELSE d.answered_at IS NOT NULL AND d.answered_at <= d.due_at END AS done
      FROM due d
      WHERE d.due_at <= ${instant}::timestamptz
      ORDER BY d.user_id, d.day, d.reminder`);
    const rows = days.rows.flatMap((day) => {
      const base = {
        userId: day.user_id,
        day: day.day,
        reminder: day.reminder,
        decidedAt: new Date(day.due_at),
      };
      const skip = (reason: string) => [{ ...base, channel: 'none', outcome: 'skipped', reason }];
      if (day.done) return skip('already_done');
      const channels = [
        ...(day.allow_notice_emails ? ['email'] : []),
        ...(day.allow_notice_sms && day.phone_number ? ['text'] : []),
      ];
      if (!channels.length) return skip('no_consent');
      return channels.map((channel) => ({ ...base, channel, outcome: 'sent', reason: 'sent' }));
    });
    if (!rows.length) return false;
    const added = await tx
      .insert(reminderDeliveries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: reminderDeliveries.id });
    return added.length > 0;
  });
}
