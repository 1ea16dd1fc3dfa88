import type { MinuteJob } from '../../lib/jobs';
import { generateExerciseDays } from './generation';
import { sendExerciseReminders } from './reminders';

/** Every minute: generate the exercise days whose time has come (generation.ts, decision 006). */
export const GENERATE_EXERCISES = 'generate-exercises';
/** Every minute: queue the exercise reminders due, by e-mail and text (reminders.ts). */
export const SEND_EXERCISE_REMINDERS = 'send-exercise-reminders';

/** The daily exercises' minute jobs, registered by main.ts. */
export const exerciseJobs: MinuteJob[] = [
  {
    name: GENERATE_EXERCISES,
    async run({ db, log }) {
      const started = Date.now();
      const result = await generateExerciseDays(db);
      if (result.days > 0) log.info({ ...result, ms: Date.now() - started }, 'exercise days generated');
    },
  },
  {
    name: SEND_EXERCISE_REMINDERS,
    async run({ db, mailer, texts, log, publicUrl }) {
      const queued = await sendExerciseReminders(db, mailer, { publicUrl, texts });
      if (queued > 0) log.info({ queued }, 'exercise reminders queued');
    },
  },
];
