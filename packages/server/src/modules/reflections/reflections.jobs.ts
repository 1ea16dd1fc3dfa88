import type { MinuteJob } from '../../lib/jobs';
import { generateReflections } from './reflection-generation';

/** Every minute: create the daily reflections whose time has come (decision 007). */
export const GENERATE_REFLECTIONS = 'generate-reflections';

/** The daily reflections' minute job, registered by main.ts (reminders: modules/reminders). */
export const reflectionJobs: MinuteJob[] = [
  {
    name: GENERATE_REFLECTIONS,
    async run({ db, log }) {
      const started = Date.now();
      const result = await generateReflections(db);
      if (result.reflections > 0) log.info({ ...result, ms: Date.now() - started }, 'reflections generated');
    },
  },
];
