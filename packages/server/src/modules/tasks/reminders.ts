/*
 * Exercise reminders by e-mail and text (spec FAQ: "exercise reminders go out at 8 am local time
 * ... e-mail reminders stop for users inactive over two weeks"). The rules:
 * - One reminder per client per local day at most: the day's `exercise_days.reminded_at` is set
 *   in the same transaction that queues the mail and the text, so two runs never send two.
 * - It goes once the client's local time reaches 8:00 or their generation time, whichever is
 *   later (a reminder before the day's exercises exist would have nothing to show), and only
 *   until 20:00 local: a late catch-up after downtime is fine, a midnight mail is not.
 * - Only to active clients who allow daily exercises and notices (e-mails, or texts with a phone
 *   number), with at least one open task on today's list, who were active in the last 14 days:
 *   logged in, used a session or completed a task.
 * - The e-mail goes to those who allow notice e-mails; a short text goes to those who ticked
 *   text reminders and have a valid phone number (issue 20), whether or not they take e-mail.
 * Mail and texts go through their outboxes (lib/mailer.ts, modules/texts), so delivery is retried
 * and never lost; the text also carries an idempotency key for its client and day.
 */
import { sql } from 'drizzle-orm';
import { EXERCISE_REMINDER_HOUR, normalisePhoneNumber, REMINDER_INACTIVITY_DAYS } from '@tandem/shared';
import type { Db, DbOrTx } from '../../db/client';
import { loadEmailBranding } from '../../emails/branding';
import { renderExerciseReminderEmail } from '../../emails/exercise-reminder';
import { localClock, zones } from '../../lib/local-clock';
import type { Mailer } from '../../lib/mailer';
import type { TextOutbox } from '../../lib/outbox';

/** Local hour after which a missed reminder is not sent any more that day. */
export const LAST_REMINDER_HOUR = 20;
/** How many titles a reminder lists. */
const TITLES_SHOWN = 3;

type DueReminder = {
  user_id: number;
  /** The client's local day, YYYY-MM-DD. */
  day: string;
  email: string;
  first_name: string;
  company_id: number | null;
  allow_notice_emails: boolean;
  allow_notice_sms: boolean;
  phone_number: string;
  open_count: number;
  titles: string[];
};

/**
 * Queues the exercise reminder text of one client's day in `tx`: "<company>: your exercises for
 * today are ready. <link>". Nothing when the stored number is not a valid one; a second call for
 * the same client and day writes nothing. Returns whether a text was queued; the caller calls
 * `texts.deliver()` after commit.
 */
export async function queueExerciseReminderText(
  texts: TextOutbox,
  tx: DbOrTx,
  reminder: { userId: number; day: string; phoneNumber: string; companyName: string; link: string },
): Promise<boolean> {
  const to = normalisePhoneNumber(reminder.phoneNumber);
  if (!to) return false;
  const id = await texts.queue(tx, {
    to,
    body: `${reminder.companyName}: your exercises for today are ready. ${reminder.link}`,
    kind: 'exercise_reminder',
    userId: reminder.userId,
    idempotencyKey: `exercise_reminder:${reminder.userId}:${reminder.day}`,
  });
  return id !== null;
}

/**
 * Queues today's reminder (e-mail, text or both) for every client due one; returns how many
 * clients were reminded.
 */
export async function sendExerciseReminders(
  db: Db,
  mailer: Mailer,
  options: { publicUrl: string; texts: TextOutbox; now?: Date },
): Promise<number> {
  const nowDate = options.now ?? new Date();
  const now = nowDate.toISOString();
  const sent = { mails: 0, texts: 0 };
  const queued = await db.transaction(async (tx) => {
    const due = await tx.execute<DueReminder>(sql`
      WITH ${zones},
      candidates AS (
        SELECT ed.user_id, ed.day, u.email, u.first_name, u.company_id,
               u.allow_notice_emails, u.allow_notice_sms, u.phone_number
        FROM exercise_days ed
        JOIN users u ON u.id = ed.user_id
        JOIN client_profiles cp ON cp.user_id = u.id
        LEFT JOIN zones z ON z.name = u.timezone
        CROSS JOIN LATERAL (SELECT ${localClock(nowDate)} AS local) l
        WHERE ed.reminded_at IS NULL
          -- Every local day is within a day of UTC's: lets the day index skip the past.
          AND ed.day BETWEEN (${now}::timestamptz AT TIME ZONE 'UTC')::date - 1
                         AND (${now}::timestamptz AT TIME ZONE 'UTC')::date + 1
          AND ed.day = l.local::date
          AND l.local::time >= greatest(make_time(${EXERCISE_REMINDER_HOUR}, 0, 0), u.generate_exercises_at)
          AND l.local::time < make_time(${LAST_REMINDER_HOUR}, 0, 0)
          AND (u.allow_notice_emails OR (u.allow_notice_sms AND u.phone_number <> ''))
          AND cp.deactivated IS NULL AND cp.allow_daily_exercises
          AND greatest(
                u.last_login,
                (SELECT max(s.last_used_at) FROM sessions s WHERE s.user_id = u.id AND s.impersonator_id IS NULL),
                (SELECT max(t.completed_at) FROM tasks t WHERE t.user_id = u.id)
              ) > ${now}::timestamptz - make_interval(days => ${REMINDER_INACTIVITY_DAYS})
        FOR UPDATE OF ed SKIP LOCKED
      ),
      open_tasks AS (
        SELECT c.user_id, count(*)::int AS open_count,
               (array_agg(coalesce(e.short_description, h.name) ORDER BY t.id))[1:${TITLES_SHOWN}] AS titles
        FROM candidates c
        JOIN tasks t ON t.user_id = c.user_id AND t.due_on <= c.day AND t.available_until >= c.day
                    AND t.completed_at IS NULL AND NOT t.ignored
        LEFT JOIN template_exercises e ON e.id = t.template_id
        LEFT JOIN habits h ON h.id = t.habit_id
        GROUP BY c.user_id
      ),
      marked AS (
        UPDATE exercise_days ed SET reminded_at = ${now}::timestamptz
        FROM candidates c JOIN open_tasks o USING (user_id)
        WHERE ed.user_id = c.user_id AND ed.day = c.day
        RETURNING ed.user_id
      )
      SELECT c.user_id, c.day::text AS day, c.email, c.first_name, c.company_id,
             c.allow_notice_emails, c.allow_notice_sms, c.phone_number, o.open_count, o.titles
      FROM marked m JOIN candidates c USING (user_id) JOIN open_tasks o USING (user_id)`);

    const brandings = new Map<number | null, Awaited<ReturnType<typeof loadEmailBranding>>>();
    for (const reminder of due.rows) {
      if (!brandings.has(reminder.company_id)) {
        brandings.set(reminder.company_id, await loadEmailBranding(tx, reminder.company_id));
      }
      const branding = brandings.get(reminder.company_id)!;
      const link = `${options.publicUrl}/daily-exercise`;
      if (reminder.allow_notice_emails) {
        const mail = renderExerciseReminderEmail({
          branding,
          firstName: reminder.first_name,
          openCount: reminder.open_count,
          titles: reminder.titles,
          link,
        });
        await mailer.queue(tx, {
          to: [reminder.email],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          meta: { kind: 'exercise_reminder', userId: reminder.user_id },
        });
        sent.mails++;
      }
      if (reminder.allow_notice_sms) {
        const texted = await queueExerciseReminderText(options.texts, tx, {
          userId: reminder.user_id,
          day: reminder.day,
          phoneNumber: reminder.phone_number,
          companyName: branding.companyName,
          link,
        });
        if (texted) sent.texts++;
      }
    }
    return due.rows.length;
  });
  if (sent.mails > 0) void mailer.deliver();
  if (sent.texts > 0) void options.texts.deliver();
  return queued;
}
