import type { MinuteJob } from '../../lib/jobs';
import { generateExerciseDays } from './generation';

/** Every minute: generate the exercise days whose time has come (generation.ts, decision 006). */
export const GENERATE_EXERCISES = 'generate-exercises';

/** The daily exercises' minute job, registered by main.ts (reminders: modules/reminders). */
export const exerciseJobs: MinuteJob[] = [
  {
    name: GENERATE_EXERCISES,
    async run({ db, log }) {
      const started = Date.now();
      const result = await generateExerciseDays(db);
      if (result.days > 0) log.info({ ...result, ms: Date.now() - started }, 'exercise days generated');
    },
  },
];
