/*
 * Daily reflection reminder e-mails (spec FAQ: "pulse reminders at 5 pm ... e-mail reminders
 * stop for users inactive over two weeks"). The rules:
 * - At most one per reflection: `client_surveys.reminded_at` is set in the transaction that
 *   queues the mail, so two runs never send two.
 * - It goes once the client's local time reaches 17:00 or the reflection's time, whichever is
 *   later (the default reflection time is 20:00, and a reminder before the reflection exists
 *   would point at nothing), and only until 22:00 local.
 * - Only for today's reflection while unanswered, to active clients who allow self reflection
 *   and notice e-mails and were active in the last 14 days (logged in, used a session, completed
 *   a task or answered a reflection).
 */
import { sql } from 'drizzle-orm';
import { PULSE_REMINDER_AT, PULSE_REMINDER_UNTIL, REMINDER_INACTIVITY_DAYS } from '@tandem/shared';
import type { Db } from '../../db/client';
import { loadEmailBranding } from '../../emails/branding';
import { renderReflectionReminderEmail } from '../../emails/reflection-reminder';
import { localClock, zones } from '../../lib/local-clock';
import type { Mailer } from '../../lib/mailer';

type DueReminder = {
  user_id: number;
  email: string;
  first_name: string;
  company_id: number | null;
  token: string;
};

/** Queues the reminder of every reflection due one; returns how many were queued. */
export async function sendReflectionReminders(
  db: Db,
  mailer: Mailer,
  options: { publicUrl: string; now?: Date },
): Promise<number> {
  const nowDate = options.now ?? new Date();
  const now = nowDate.toISOString();
  const queued = await db.transaction(async (tx) => {
    const due = await tx.execute<DueReminder>(sql`
      WITH ${zones},
      candidates AS (
        SELECT cs.id, cs.user_id, cs.token, u.email, u.first_name, u.company_id
        FROM client_surveys cs
        JOIN users u ON u.id = cs.user_id
        JOIN client_profiles cp ON cp.user_id = u.id
        LEFT JOIN zones z ON z.name = u.timezone
        CROSS JOIN LATERAL (SELECT ${localClock(nowDate)} AS local) l
        WHERE cs.reminded_at IS NULL AND cs.completed_at IS NULL
          -- Every local day is within a day of UTC's: lets the day index skip the past.
          AND cs.day BETWEEN (${now}::timestamptz AT TIME ZONE 'UTC')::date - 1
                         AND (${now}::timestamptz AT TIME ZONE 'UTC')::date + 1
          AND cs.day = l.local::date
          AND l.local::time >= greatest(${PULSE_REMINDER_AT}::time, u.generate_pulse_at)
          AND l.local::time < ${PULSE_REMINDER_UNTIL}::time
          AND u.allow_notice_emails AND cp.deactivated IS NULL AND cp.allow_self_reflect
          AND greatest(
                u.last_login,
                (SELECT max(s.last_used_at) FROM sessions s WHERE s.user_id = u.id AND s.impersonator_id IS NULL),
                (SELECT max(t.completed_at) FROM tasks t WHERE t.user_id = u.id),
                (SELECT max(a.completed_at) FROM client_surveys a WHERE a.user_id = u.id)
              ) > ${now}::timestamptz - make_interval(days => ${REMINDER_INACTIVITY_DAYS})
        FOR UPDATE OF cs SKIP LOCKED
      ),
      marked AS (
        UPDATE client_surveys cs SET reminded_at = ${now}::timestamptz
        FROM candidates c WHERE cs.id = c.id
        RETURNING cs.id
      )
      SELECT c.user_id, c.email, c.first_name, c.company_id, c.token
      FROM marked m JOIN candidates c USING (id)`);

    const brandings = new Map<number | null, Awaited<ReturnType<typeof loadEmailBranding>>>();
    for (const reminder of due.rows) {
      if (!brandings.has(reminder.company_id)) {
        brandings.set(reminder.company_id, await loadEmailBranding(tx, reminder.company_id));
      }
      const mail = renderReflectionReminderEmail({
        branding: brandings.get(reminder.company_id)!,
        firstName: reminder.first_name,
        link: `${options.publicUrl}/daily-reflection/${reminder.token}`,
      });
      await mailer.queue(tx, {
        to: [reminder.email],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        meta: { kind: 'reflection_reminder', userId: reminder.user_id },
      });
    }
    return due.rows.length;
  });
  if (queued > 0) void mailer.deliver();
  return queued;
}
