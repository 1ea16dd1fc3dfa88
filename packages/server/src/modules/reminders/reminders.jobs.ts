import type { MinuteJob } from '../../lib/jobs';
import { runReminders } from './reminders.engine';

/** Every minute: decide, log and send the reminders due (reminders.engine.ts). */
export const SEND_REMINDERS = 'send-reminders';

/** The two minute jobs this engine replaced: a database from before it still has their schedules. */
export const RETIRED_REMINDER_JOBS = ['send-exercise-reminders', 'send-reflection-reminders'];

/** The reminder engine's minute job, registered by main.ts. */
export const reminderJobs: MinuteJob[] = [
  {
    name: SEND_REMINDERS,
    async run({ db, mailer, texts, push, log, site }) {
      const started = Date.now();
      const result = await runReminders(db, { mailer, texts, push }, { site });
      if (result.decided > 0) log.info({ ...result, ms: Date.now() - started }, 'reminders decided');
    },
  },
];
