import type { MinuteJob } from '../../lib/jobs';
import { generateReflections } from './reflection-generation';
import { sendReflectionReminders } from './reflection-reminders';

/** Every minute: create the daily reflections whose time has come (decision 007). */
export const GENERATE_REFLECTIONS = 'generate-reflections';
/** Every minute: queue the reflection reminders due (reflection-reminders.ts). */
export const SEND_REFLECTION_REMINDERS = 'send-reflection-reminders';

/** The daily reflections' minute jobs, registered by main.ts. */
export const reflectionJobs: MinuteJob[] = [
  {
    name: GENERATE_REFLECTIONS,
    async run({ db, log }) {
      const started = Date.now();
      const result = await generateReflections(db);
      if (result.reflections > 0) log.info({ ...result, ms: Date.now() - started }, 'reflections generated');
    },
  },
  {
    name: SEND_REFLECTION_REMINDERS,
    async run({ db, mailer, log, publicUrl }) {
      const queued = await sendReflectionReminders(db, mailer, { publicUrl });
      if (queued > 0) log.info({ queued }, 'reflection reminders queued');
    },
  },
];
